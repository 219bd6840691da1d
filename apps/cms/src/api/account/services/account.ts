import { isPremium, LOCALE_CODES, type Account, type BillingAddressBody, type ProfileUpdateBody } from '@steady/contracts';
import { deleteWhere, isUniqueRefusal, rateLimiter } from '../../../modules/shared';
import { accountKeyOf, checkPasswordWithinLimit, refuseCommonPassword } from '../../../modules/auth';
import { payments } from '../../../modules/payments';
import { sendEmail } from '../../email/services/email';
import { enqueueEmail, forgetRecipient, accountDeletedEmail, emailChangedEmail, plainSender } from '../../../modules/email';
import { loadAccountLists } from './account-lists';
import { fail } from '../../../modules/http';
import { ENGLISH_VERSION } from '../../../modules/content';

const USER = 'plugin::users-permissions.user';
const SKILL = 'api::skill.skill';
/** Statuses of a subscription whose first payment never succeeded. */
const UNPAID_STATUSES = ['incomplete', 'incomplete_expired'];

/** Password tries on the delete route per account, so a stolen token cannot guess the password. */
const DELETE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };

const usersPermissions = () => strapi.plugin('users-permissions');

/** Only what `toAccount` shows: never the password hash or tokens, and less to read per request. */
const ACCOUNT_FIELDS = ['id', 'documentId', 'username', 'email', 'firstName', 'language', 'neutralEmails', 'address', 'city', 'state', 'postalCode', 'country'];

const loadUser = async (id: number) => {
  const user = await strapi.db.query(USER).findOne({ where: { id }, select: ACCOUNT_FIELDS });
  if (!user) throw fail('session_ended');
  return user;
};

/** The one shape in which a user's own record leaves the server: whitelisted, never a hash or token. */
const toAccount = (user): Account => ({
  id: user.id,
  documentId: user.documentId,
  username: user.username,
  email: user.email,
  firstName: user.firstName ?? null,
  address: user.address ?? null,
  city: user.city ?? null,
  state: user.state ?? null,
  postalCode: user.postalCode ?? null,
  country: user.country ?? null,
  // Kept as `language`: Strapi reserves `locale` on every content type for its own i18n.
  locale: LOCALE_CODES.find((code) => code === user.language) ?? null,
  // Never chosen (null, on rows older than the field) is off; SQLite may answer 0 or 1.
  neutralEmails: Boolean(user.neutralEmails),
  favourites: (user.skills ?? []).map((s) => s.slug),
  completed: (user.completed_skill ?? []).map((s) => s.slug),
  // A checkout that was never paid (incomplete, or expired) is not a subscription the user has.
  hasSubscription: (user.subscriptions ?? []).some((s) => !UNPAID_STATUSES.includes(s.status)),
  isPremium: isPremium(user.subscriptions),
});

export default () => ({
  async view(userId: number): Promise<Account> {
    return this.viewOf(await loadUser(userId));
  },

  /** The account of a user whose row is at hand (GET /account: the row authentication just read). */
  async viewOf(user: { id: number }): Promise<Account> {
    return toAccount({ ...user, ...(await loadAccountLists(user.id)) });
  },

  async updateProfile(userId: number, body: ProfileUpdateBody): Promise<Account & { jwt?: string }> {
    const current = await strapi.db.query(USER).findOne({ where: { id: userId } });
    if (!current) throw fail('session_ended');
    // Before the current password is checked: a refused new one costs no guess from the sign-in limit.
    refuseCommonPassword(body.password);

    const data: Record<string, unknown> = {};
    if (body.username !== undefined && body.username !== current.username) data.username = body.username;
    if (body.email !== undefined && body.email.toLowerCase() !== current.email) data.email = body.email.toLowerCase();
    if (body.firstName !== undefined) data.firstName = body.firstName;
    if (body.locale !== undefined) data.language = body.locale;
    if (body.neutralEmails !== undefined) data.neutralEmails = body.neutralEmails;

    if (data.username || data.email) {
      const or = [data.username && { username: data.username }, data.email && { email: data.email }].filter(Boolean);
      const clash = await strapi.db.query(USER).findOne({ where: { $or: or, id: { $ne: userId } }, select: ['id'] });
      if (clash) throw fail('account_taken');
    }

    // A stolen token alone must not be enough to take the account over: the email and the password
    // change only with the current password, whose wrong guesses count against sign-in's limit.
    if (data.email || body.password) {
      if (!body.currentPassword) throw fail(data.email ? 'current_password_required_for_email' : 'current_password_required');
      const ok = await checkPasswordWithinLimit(accountKeyOf(userId), () =>
        usersPermissions()
          .service('user')
          .validatePassword(body.currentPassword ?? '', current.password),
      );
      if (!ok) throw fail('current_password_incorrect');
    }

    let changedAt: Date | undefined;
    if (body.password) {
      data.password = body.password;
      // Tokens issued up to this moment stop working (modules/auth/token-revocation); the caller gets a fresh one.
      changedAt = new Date();
      data.passwordChangedAt = changedAt;
    }

    if (Object.keys(data).length > 0) {
      try {
        // The notice to the OLD address is queued with the change, so a takeover can never happen silently.
        await strapi.db.transaction(async () => {
          await usersPermissions().service('user').edit(userId, data);
          // In the account's language as it was: whoever changed the address may have changed that too.
          if (data.email) {
            // Plain if the account asked for that before this change (a change of both keeps the owner's choice).
            const neutral = Boolean(current.neutralEmails);
            await sendEmail({
              to: current.email,
              ...plainSender(neutral),
              ...emailChangedEmail(current.firstName || current.username, data.email as string, current.language, neutral),
            });
          }
        });
      } catch (error) {
        // Someone took the name or email between the check above and this write (bootstrap/unique-accounts).
        if (isUniqueRefusal(error)) throw fail('account_taken');
        throw error;
      }
    }
    const account = await this.view(userId);
    if (!changedAt) return account;
    // Issued strictly after the change, even within the same millisecond.
    const jwt = usersPermissions()
      .service('jwt')
      .issue({ id: userId, iatMs: Math.max(Date.now(), changedAt.getTime() + 1) });
    return { ...account, jwt };
  },

  /**
   * Deletes the account and everything kept for it: favourites and completions (on the user), stress
   * check-ins, chain analyses, safety plan, diary card and share links, and, through payments, live subscriptions (cancelled at the provider),
   * saved cards, charges and orders. Its password confirms it; a goodbye email goes to its address.
   */
  async deleteAccount(userId: number, password: string): Promise<{ deleted: true }> {
    const user = await strapi.db.query(USER).findOne({ where: { id: userId } });
    if (!user) throw fail('session_ended');
    if (!(await rateLimiter.allow([`delete-account:${userId}`], DELETE_LIMIT))) {
      throw fail('too_many_attempts');
    }
    if (!(await usersPermissions().service('user').validatePassword(password, user.password))) {
      throw fail('password_incorrect');
    }

    // Shared links first, so nobody reads a summary while the rest is being removed.
    await deleteWhere(strapi, 'api::share-link.share-link', { owner: { id: userId } });
    await payments().closeAccount(userId);
    await deleteWhere(strapi, 'api::form.form', { owner: { id: userId } });
    await deleteWhere(strapi, 'api::rca-analysis.rca-analysis', { owner: { id: userId } });
    await deleteWhere(strapi, 'api::safety-plan.safety-plan', { owner: { id: userId } });
    await deleteWhere(strapi, 'api::diary-entry.diary-entry', { owner: { id: userId } });
    await deleteWhere(strapi, 'api::distress-rating.distress-rating', { owner: { id: userId } });
    await deleteWhere(strapi, 'api::reminder.reminder', { owner: { id: userId } });
    await deleteWhere(strapi, 'api::reminder.push-subscription', { owner: { id: userId } });
    // The goodbye is queued with the deletion: both happen, or neither. Earlier emails to the address go
    // from the outbox, and the goodbye's row does not name it, so none outlives the account there.
    await strapi.db.transaction(async () => {
      await strapi.db.query(USER).delete({ where: { id: userId } });
      await forgetRecipient(user.email);
      const neutral = Boolean(user.neutralEmails);
      await enqueueEmail(
        { to: user.email, ...plainSender(neutral), ...accountDeletedEmail(user.firstName || user.username, user.language, neutral) },
        { forgetRecipient: true },
      );
    });
    return { deleted: true };
  },

  async updateBillingAddress(userId: number, body: BillingAddressBody): Promise<Account> {
    await strapi.db.query(USER).update({ where: { id: userId }, data: body });
    return this.view(userId);
  },

  /**
   * Adds or removes one skill on one of the user's skill lists with a single relation change,
   * so two quick taps on different skills never overwrite each other.
   */
  async setSkillLink(userId: number, field: 'skills' | 'completed_skill', slug: string, linked: boolean): Promise<Account> {
    const skill = await strapi.db.query(SKILL).findOne({ where: { slug, ...ENGLISH_VERSION }, select: ['id'] });
    if (!skill) throw fail('skill_not_found');
    await strapi.db.transaction(async () => {
      const present = await strapi.db.query(USER).count({ where: { id: userId, [field]: { id: skill.id } } });
      if (linked && present === 0) {
        await strapi.db.query(USER).update({ where: { id: userId }, data: { [field]: { connect: [skill.id] } } });
      } else if (!linked && present > 0) {
        await strapi.db.query(USER).update({ where: { id: userId }, data: { [field]: { disconnect: [skill.id] } } });
      }
    });
    return this.view(userId);
  },
});

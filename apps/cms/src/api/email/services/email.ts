import { settings } from '../../../config/env';
import { enqueueEmail, plainSender, resetLinkEmail } from '../../../modules/email';
import { clearGuessingCount, claimResetEmail, consumeResetToken, issueResetToken, sweepExpiredResetTokens } from '../../../modules/auth';
import { fail } from '../../../modules/http';

const USER = 'plugin::users-permissions.user';

export type EmailMessage = { to: string; from?: string; subject: string; text: string; html?: string };

/**
 * Queues one email in the outbox (decision 011) and returns without waiting for SMTP; the worker delivers it.
 * Inside `strapi.db.transaction` it is written with the change it announces, or not at all.
 */
export const sendEmail = (message: EmailMessage) => enqueueEmail(message);

export default () => ({
  send: sendEmail,

  /**
   * At most one email per RESET_EMAIL_SPACING_SECONDS per account, each with a new link that leaves the
   * earlier ones working (decision 014): a stranger asking for someone's reset can neither void the link
   * they have nor use up their emails, since whenever nothing is sent, a link sent minutes ago still works.
   */
  async sendResetLink(email: string) {
    const user = await strapi.db
      .query(USER)
      .findOne({ where: { email: email.toLowerCase() }, select: ['id', 'email', 'username', 'firstName', 'language', 'neutralEmails', 'blocked'] });
    if (!user || user.blocked) return;
    const name = user.firstName || user.username;
    // The claim, the link and its email are stored together or not at all.
    await strapi.db.transaction(async () => {
      if (!(await claimResetEmail(user, settings().RESET_EMAIL_SPACING_SECONDS * 1000))) return;
      const token = await issueResetToken(user.id);
      if (!token) return;
      // Links in emails use the configured public address, never the request's Host header; the email goes
      // to the address on the account, not to the spelling typed, in the account's language.
      const neutral = Boolean(user.neutralEmails);
      await sendEmail({
        to: user.email,
        ...plainSender(neutral),
        ...resetLinkEmail(name, `${settings().publicUrl}/reset-password?token=${token}`, user.language, neutral),
      });
    });
    await sweepExpiredResetTokens().catch((error) => strapi.log.warn(`[email] expired reset links not removed: ${error.message}`));
  },

  /**
   * Single use: the link is deleted by a conditional delete in the password's transaction, so two uses
   * cannot both succeed; the new password then removes the account's other links (modules/auth/reset-token-clearing).
   */
  async resetPassword(token: string, password: string) {
    const invalid = fail('reset_link_invalid');
    const userId = await strapi.db.transaction(async () => {
      const owner = await consumeResetToken(token);
      if (owner === null) throw invalid;
      await strapi.plugin('users-permissions').service('user').edit(owner, { password, passwordChangedAt: new Date() });
      return owner;
    });
    // Strangers' wrong guesses no longer slow the owner who just proved their address (decision 013).
    await clearGuessingCount(userId);
  },
});

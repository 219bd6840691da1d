import { createHash, randomBytes } from 'crypto';
import { errors } from '@strapi/utils';
import { settings } from '../../../config/env';
import { enqueueEmail } from '../../../email-outbox';
import { clearGuessingCount } from '../../../auth/limits';

const USER = 'plugin::users-permissions.user';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Queues one email in the outbox (decision 011) and returns without waiting for SMTP; the worker delivers it.
 * Inside `strapi.db.transaction` it is written with the change it announces, or not at all.
 */
export const sendEmail = (message: EmailMessage) => enqueueEmail(message);

export default () => ({
  send: sendEmail,

  async sendResetLink(email: string) {
    const user = await strapi.db.query(USER).findOne({ where: { email: email.toLowerCase() }, select: ['id', 'username', 'firstName', 'blocked'] });
    if (!user || user.blocked) return;
    const token = randomBytes(32).toString('base64url');
    // Links in emails use the configured public address, never the request's Host header.
    const link = `${settings().publicUrl}/reset-password?token=${token}`;
    const name = user.firstName || user.username;
    // The token and its email are stored together or not at all.
    await strapi.db.transaction(async () => {
      await strapi.db.query(USER).update({
        where: { id: user.id },
        data: { resetTokenHash: hashToken(token), resetTokenExpiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
      });
      await sendEmail({
        to: email,
        subject: 'Reset your Steady password',
        text: `Hi ${name},\n\nSomeone (we hope you) asked to reset the password of your Steady account.\nChoose a new password here within the next hour:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays as it is.\n`,
        html: `<p>Hi ${escapeHtml(name)},</p><p>Someone (we hope you) asked to reset the password of your Steady account. Choose a new password within the next hour:</p><p><a href="${link}">Reset my password</a></p><p>If you did not ask for this, you can ignore this email; your password stays as it is.</p>`,
      });
    });
  },

  /** Single use: the token is cleared by a conditional update, so two uses cannot both succeed. */
  async resetPassword(token: string, password: string) {
    const tokenHash = hashToken(token);
    const user = await strapi.db.query(USER).findOne({
      where: { resetTokenHash: tokenHash, resetTokenExpiresAt: { $gt: new Date() } },
      select: ['id'],
    });
    const invalid = new errors.ValidationError('This reset link is invalid or has expired. Please ask for a new one.');
    if (!user) throw invalid;
    const { count } = await strapi.db.query(USER).updateMany({
      where: { id: user.id, resetTokenHash: tokenHash },
      data: { resetTokenHash: null, resetTokenExpiresAt: null },
    });
    if (count !== 1) throw invalid;
    await strapi.plugin('users-permissions').service('user').edit(user.id, { password, passwordChangedAt: new Date() });
    await clearGuessingCount(user.id);
  },
});

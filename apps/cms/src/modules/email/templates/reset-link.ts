import { escapeHtml } from '@steady/contracts';

/** The reset email. Earlier links stay valid (decision 014), so it says so: any of them will do. */
export const resetLinkEmail = (name: string, link: string) => ({
  subject: 'Reset your Steady password',
  text:
    `Hi ${name},\n\nSomeone (we hope you) asked to reset the password of your Steady account.\n` +
    `Choose a new password here within the next hour:\n\n${link}\n\n` +
    `If you got more than one of these emails, any link from the last hour works, once.\n` +
    `If you did not ask for this, you can ignore this email; your password stays as it is.\n`,
  html:
    `<p>Hi ${escapeHtml(name)},</p><p>Someone (we hope you) asked to reset the password of your Steady account. ` +
    `Choose a new password within the next hour:</p><p><a href="${link}">Reset my password</a></p>` +
    `<p>If you got more than one of these emails, any link from the last hour works, once.</p>` +
    `<p>If you did not ask for this, you can ignore this email; your password stays as it is.</p>`,
});

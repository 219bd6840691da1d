import { escapeHtml } from '@steady/contracts';

/** 'r***@example.org': enough for the owner to recognise the new address, not enough to give it away. */
export const maskEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/** Sent to the OLD address when an account's email changes, so a takeover cannot happen silently. */
export const emailChangedEmail = (name: string, newEmail: string) => ({
  subject: 'The email address of your Steady account was changed',
  text:
    `Hi ${name},\n\nThe email address of your Steady account was just changed to ${maskEmail(newEmail)}. ` +
    `From now on, sign-in and password-reset emails go there.\n\n` +
    `If this was you, there is nothing more to do. If it was not you, please reply to this email right away ` +
    `so we can help you get your account back.\n`,
  html:
    `<p>Hi ${escapeHtml(name)},</p><p>The email address of your Steady account was just changed to ${escapeHtml(maskEmail(newEmail))}. ` +
    `From now on, sign-in and password-reset emails go there.</p>` +
    `<p>If this was you, there is nothing more to do. If it was not you, please reply to this email right away ` +
    `so we can help you get your account back.</p>`,
});

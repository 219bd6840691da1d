import { escapeHtml } from '@steady/contracts';

/** The last email an account gets: what was deleted, and that the door stays open. */
export const accountDeletedEmail = (name: string) => ({
  subject: 'Your Steady account has been deleted',
  text:
    `Hi ${name},\n\nYour Steady account has been deleted, as you asked. Your favourites, completed skills, ` +
    `check-ins, chain analyses and saved cards are gone, and any Premium subscription has ended without further charges.\n\n` +
    `You are welcome back any time. Take care of yourself.\n`,
  html:
    `<p>Hi ${escapeHtml(name)},</p><p>Your Steady account has been deleted, as you asked. Your favourites, completed skills, ` +
    `check-ins, chain analyses and saved cards are gone, and any Premium subscription has ended without further charges.</p>` +
    `<p>You are welcome back any time. Take care of yourself.</p>`,
});

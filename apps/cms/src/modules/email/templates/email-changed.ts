import { escapeHtml } from '@steady/contracts';
import { inLanguage, leftToRight, wordsFor } from './words';

/** 'r***@example.org': enough for the owner to recognise the new address, not enough to give it away. */
export const maskEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/**
 * Sent to the OLD address when an account's email changes, so a takeover cannot happen silently. In the
 * account's language as it was before the change (`locale`; English when null); plain when the account
 * asked for that (`neutral`, docs/decisions/025-neutral-face.md).
 */
export const emailChangedEmail = (name: string, newEmail: string, locale: string | null | undefined, neutral = false) => {
  const w = wordsFor(locale);
  const c = neutral ? { ...w.emailChanged, ...w.neutral.emailChanged } : w.emailChanged;
  return {
    subject: c.subject,
    text: `${w.greeting(name)}\n\n${c.changedTo(maskEmail(newEmail))} ${c.fromNowOn}\n\n${c.ifItWasNotYou}\n`,
    html: inLanguage(
      w,
      `<p>${w.greeting(escapeHtml(name))}</p><p>${c.changedTo(leftToRight(w, escapeHtml(maskEmail(newEmail))))} ${c.fromNowOn}</p><p>${c.ifItWasNotYou}</p>`,
    ),
  };
};

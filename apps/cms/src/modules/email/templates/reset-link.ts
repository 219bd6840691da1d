import { escapeHtml } from '@steady/contracts';
import { inLanguage, wordsFor } from './words';

/**
 * The reset email, in the reader's language (`locale`: the account's; English when null). Earlier links stay
 * valid (decision 014), so it says so: any of them will do. `neutral`: the account asked for plain emails,
 * which name neither Steady nor what it is for (docs/decisions/025-neutral-face.md).
 */
export const resetLinkEmail = (name: string, link: string, locale: string | null | undefined, neutral = false) => {
  const w = wordsFor(locale);
  const r = neutral ? { ...w.resetLink, ...w.neutral.resetLink } : w.resetLink;
  return {
    subject: r.subject,
    text: `${w.greeting(name)}\n\n${r.asked}\n${r.chooseBelow}\n\n${link}\n\n${r.severalEmails}\n${r.notYou}\n`,
    html: inLanguage(
      w,
      `<p>${w.greeting(escapeHtml(name))}</p><p>${r.asked} ${r.chooseWithButton}</p><p><a href="${link}">${r.button}</a></p>` +
        `<p>${r.severalEmails}</p><p>${r.notYou}</p>`,
    ),
  };
};

import { escapeHtml } from '@steady/contracts';
import { inLanguage, wordsFor } from './words';

/**
 * The last email an account gets: what was deleted, and that the door stays open. In the reader's language
 * (`locale`, read from the account before it was deleted; English when null); plain when the account asked
 * for that (`neutral`, docs/decisions/025-neutral-face.md): then it lists nothing of what was kept.
 */
export const accountDeletedEmail = (name: string, locale: string | null | undefined, neutral = false) => {
  const w = wordsFor(locale);
  const d = neutral ? w.neutral.accountDeleted : w.accountDeleted;
  return {
    subject: d.subject,
    text: `${w.greeting(name)}\n\n${d.deleted}\n\n${d.welcomeBack}\n`,
    html: inLanguage(w, `<p>${w.greeting(escapeHtml(name))}</p><p>${d.deleted}</p><p>${d.welcomeBack}</p>`),
  };
};

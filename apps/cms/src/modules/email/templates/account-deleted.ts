import { escapeHtml } from '@steady/contracts';
import { inLanguage, wordsFor } from './words';

/**
 * The last email an account gets: what was deleted, and that the door stays open. In the reader's language
 * (`locale`, read from the account before it was deleted; English when null).
 */
export const accountDeletedEmail = (name: string, locale: string | null | undefined) => {
  const w = wordsFor(locale);
  const d = w.accountDeleted;
  return {
    subject: d.subject,
    text: `${w.greeting(name)}\n\n${d.deleted}\n\n${d.welcomeBack}\n`,
    html: inLanguage(w, `<p>${w.greeting(escapeHtml(name))}</p><p>${d.deleted}</p><p>${d.welcomeBack}</p>`),
  };
};

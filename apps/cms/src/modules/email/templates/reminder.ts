import { escapeHtml, type ReminderKind } from '@steady/contracts';
import { inLanguage, leftToRight, wordsFor } from './words';

/**
 * A reminder's words (decision 027), for its email and its push notification alike: plain unless the person
 * chose to name Steady (and the account has not asked for plain emails), in the account's language.
 */
export const reminderWords = (kind: ReminderKind, locale: string | null | undefined, named: boolean) => {
  const w = wordsFor(locale);
  const set = named ? w.reminder.named : w.reminder.plain;
  return { title: set.title[kind], line: set.line[kind] };
};

/** The reminder email: its line, one link to the check-in, and one that turns this reminder off without signing in. */
export const reminderEmail = (kind: ReminderKind, link: string, stopLink: string, locale: string | null | undefined, named: boolean) => {
  const w = wordsFor(locale);
  const { title, line } = reminderWords(kind, locale, named);
  return {
    subject: title,
    text: `${line}\n\n${link}\n\n${w.reminder.stopIntro}\n${stopLink}\n`,
    html: inLanguage(
      w,
      `<p>${line}</p><p><a href="${escapeHtml(link)}">${w.reminder.open}</a></p>` +
        `<p style="font-size:smaller">${w.reminder.stopIntro} ${leftToRight(w, `<a href="${escapeHtml(stopLink)}">${w.reminder.stop}</a>`)}</p>`,
    ),
  };
};

/** The small page the stop link answers with, in the reader's language (no script, nothing to load). */
export const reminderStoppedPage = (locale: string | null | undefined, stopped: boolean) => {
  const w = wordsFor(locale);
  const body = stopped ? `<h1>${w.reminder.stopped}</h1><p>${w.reminder.stoppedMore}</p>` : `<h1>${w.reminder.stopLinkBroken}</h1>`;
  return (
    `<!doctype html><html lang="${w.lang}"${w.dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${stopped ? w.reminder.stopped : w.reminder.stopLinkBroken}</title>` +
    `<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.4rem}</style>` +
    `</head><body>${body}</body></html>`
  );
};

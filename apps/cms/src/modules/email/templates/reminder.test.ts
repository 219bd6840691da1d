import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, REMINDER_KINDS } from '@steady/contracts';
import { reminderEmail, reminderStoppedPage, reminderWords } from './reminder';

/**
 * Reminders (docs/decisions/027-reminders.md) are plain unless the person chose to name Steady: in every
 * language, neither the subject nor the body nor a notification says Steady or what it is about.
 */
const GIVEAWAYS = /steady|safety plan|self-harm|crisis|diary card|sicherheitsplan|plan de s[eé]guri|tarjeta|fiche|cartão|خطة الأمان|بطاقت/i;
const LINK = 'https://app.example/check-in?from=reminder&for=diary';
const STOP = 'https://app.example/api/reminders/stop?token=stop.abc.def';

describe('reminder words', () => {
  it.each(LOCALE_CODES)('%s: plain by default, named only when chosen, with both links', (locale) => {
    for (const kind of REMINDER_KINDS) {
      const plain = reminderEmail(kind, LINK, STOP, locale, false);
      for (const part of ['subject', 'text', 'html'] as const) {
        expect(plain[part].replaceAll(LINK, '').replaceAll(STOP, '').replaceAll(LINK.replace(/&/g, '&#38;'), ''), `${kind}.${part}`).not.toMatch(GIVEAWAYS);
      }
      expect(plain.text).toContain(LINK);
      expect(plain.text).toContain(STOP);
      expect(plain.html).toContain('href="https://app.example/check-in?from=reminder&#38;for=diary"');
      const push = reminderWords(kind, locale, false);
      expect(`${push.title} ${push.line}`).not.toMatch(GIVEAWAYS);
      expect(reminderWords(kind, locale, true).title).toContain('Steady');
    }
  });

  it('answers the stop link in the owner’s language', () => {
    expect(reminderStoppedPage('de', true)).toContain('Diese Erinnerung ist jetzt aus.');
    expect(reminderStoppedPage('ar', false)).toContain('dir="rtl"');
    expect(reminderStoppedPage(null, false)).toContain('This link does not work.');
  });
});

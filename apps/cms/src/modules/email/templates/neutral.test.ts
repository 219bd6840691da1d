import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@steady/contracts';
import { accountDeletedEmail } from './account-deleted';
import { emailChangedEmail } from './email-changed';
import { withoutDisplayName } from './plain-sender';
import { resetLinkEmail } from './reset-link';
import { EMAIL_WORDS } from './words';

/**
 * Plain account emails (docs/decisions/025-neutral-face.md): for someone whose inbox another person may
 * read, nothing in them names Steady or what it is for, in any language.
 */
const plainEmailsIn = (locale: string | null) => ({
  resetLink: resetLinkEmail('Sam', 'https://example.test/reset-password?token=abc', locale, true),
  emailChanged: emailChangedEmail('Sam', 'new@example.org', locale, true),
  accountDeleted: accountDeletedEmail('Sam', locale, true),
});
/** What a plain email must never say, in any shipped language's words for it too. */
const GIVEAWAYS = /steady|safety plan|self-harm|crisis|skill|check-in|chain analys|premium|take care/i;

describe('plain account emails', () => {
  it('have the agreed English subjects', () => {
    const mails = plainEmailsIn('en');
    expect(mails.resetLink.subject).toBe('Your account: reset link');
    expect(mails.emailChanged.subject).toBe('Your account: email changed');
    expect(mails.accountDeleted.subject).toBe('Your account: deleted');
  });

  it.each(LOCALE_CODES)('%s: name neither Steady nor what it is for, and still do their job', (locale) => {
    const mails = plainEmailsIn(locale);
    for (const [which, mail] of Object.entries(mails)) {
      for (const part of ['subject', 'text', 'html'] as const) {
        expect(mail[part], `${which}.${part}`).not.toMatch(GIVEAWAYS);
        expect(mail[part].trim(), `${which}.${part}`).not.toBe('');
      }
    }
    expect(mails.resetLink.text).toContain('https://example.test/reset-password?token=abc');
    expect(mails.emailChanged.text).toContain('n***@example.org');
    // Not the usual subject: the plain one is its own translation.
    expect(mails.resetLink.subject).not.toBe(resetLinkEmail('Sam', 'x', locale).subject);
    if (locale !== 'en') expect(mails.resetLink.subject).not.toBe(plainEmailsIn('en').resetLink.subject);
  });

  it('are the usual emails unless asked for', () => {
    expect(resetLinkEmail('Sam', 'x', 'en').subject).toBe('Reset your Steady password');
    expect(accountDeletedEmail('Sam', 'es').subject).toBe(EMAIL_WORDS.es.accountDeleted.subject);
  });

  it('have words free of the giveaways in every language', () => {
    for (const [locale, w] of Object.entries(EMAIL_WORDS)) {
      const words = JSON.stringify(w.neutral) + w.neutral.emailChanged.changedTo('x');
      expect(words, locale).not.toMatch(GIVEAWAYS);
    }
  });

  it('come from the address alone, without the sender name', () => {
    expect(withoutDisplayName('Steady <no-reply@steady.example>')).toBe('no-reply@steady.example');
    expect(withoutDisplayName('"Steady app" <a@b.test> ')).toBe('a@b.test');
    expect(withoutDisplayName('a@b.test')).toBe('a@b.test');
  });
});

import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type OrderSummary } from '@steady/contracts';
import { accountDeletedEmail } from './account-deleted';
import { emailChangedEmail } from './email-changed';
import { cancellationEmail, orderEmail } from './payments';
import { resetLinkEmail } from './reset-link';
import { EMAIL_WORDS, wordsFor } from './words';

/**
 * Every email in every shipped language: complete, escaped as before, right to left in Arabic, and in English
 * word for word what it was before the emails had languages.
 */

const branding = { productName: 'Steady', supportEmail: 'help@steady.test', publicUrl: 'https://steady.test' };
const name = 'Sam <b>';
const resetUrl = 'https://steady.test/reset-password?token=abc';

const summary: OrderSummary = {
  customerName: 'Sam <b>Tester</b>',
  customerEmail: 'sam@example.com',
  customerAddress: { line1: '1 Calm Street', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
  orderSummary: { productName: 'Steady Premium', quantity: 1, price: 499 },
  paymentDetails: { method: 'card', amount: 499, transactionId: 'pi_1' },
  currency: 'usd',
};

const emailsIn = (locale: string | null | undefined) => ({
  resetLink: resetLinkEmail(name, resetUrl, locale),
  accountDeleted: accountDeletedEmail(name, locale),
  emailChanged: emailChangedEmail(name, 'new@example.org', locale),
  order: orderEmail(summary, 'order1', branding, locale),
  cancelledUntil: cancellationEmail({ name, planName: 'Steady Premium', canceledAt: null, premiumUntil: '2027-01-05T00:10:00Z' }, branding, locale),
  cancelledOn: cancellationEmail({ name, planName: 'Steady Premium', canceledAt: '2026-12-24T23:30:00Z' }, branding, locale),
  cancelled: cancellationEmail({ name, planName: 'Steady Premium', canceledAt: null }, branding, locale),
});

/** The English emails as they were before they had languages (the templates' output at that commit). */
const ENGLISH_BEFORE = {
  resetLink: {
    subject: 'Reset your Steady password',
    text: 'Hi Sam <b>,\n\nSomeone (we hope you) asked to reset the password of your Steady account.\nChoose a new password here within the next hour:\n\nhttps://steady.test/reset-password?token=abc\n\nIf you got more than one of these emails, any link from the last hour works, once.\nIf you did not ask for this, you can ignore this email; your password stays as it is.\n',
    html: '<p>Hi Sam &#60;b&#62;,</p><p>Someone (we hope you) asked to reset the password of your Steady account. Choose a new password within the next hour:</p><p><a href="https://steady.test/reset-password?token=abc">Reset my password</a></p><p>If you got more than one of these emails, any link from the last hour works, once.</p><p>If you did not ask for this, you can ignore this email; your password stays as it is.</p>',
  },
  accountDeleted: {
    subject: 'Your Steady account has been deleted',
    text: 'Hi Sam <b>,\n\nYour Steady account has been deleted, as you asked. Your favourites, completed skills, check-ins, chain analyses and saved cards are gone, and any Premium subscription has ended without further charges.\n\nYou are welcome back any time. Take care of yourself.\n',
    html: '<p>Hi Sam &#60;b&#62;,</p><p>Your Steady account has been deleted, as you asked. Your favourites, completed skills, check-ins, chain analyses and saved cards are gone, and any Premium subscription has ended without further charges.</p><p>You are welcome back any time. Take care of yourself.</p>',
  },
  emailChanged: {
    subject: 'The email address of your Steady account was changed',
    text: 'Hi Sam <b>,\n\nThe email address of your Steady account was just changed to n***@example.org. From now on, sign-in and password-reset emails go there.\n\nIf this was you, there is nothing more to do. If it was not you, please reply to this email right away so we can help you get your account back.\n',
    html: '<p>Hi Sam &#60;b&#62;,</p><p>The email address of your Steady account was just changed to n***@example.org. From now on, sign-in and password-reset emails go there.</p><p>If this was you, there is nothing more to do. If it was not you, please reply to this email right away so we can help you get your account back.</p>',
  },
  order: {
    subject: 'Your Steady order',
    text: 'Hi Sam <b>Tester</b>,\n\nThank you for your order. You have made payment successfully.\n\nCustomer: Sam <b>Tester</b> <sam@example.com>\nAddress: 1 Calm Street, Springfield, IL, 62701, US\n\nProduct: Steady Premium\nQuantity: 1\nPrice: $4.99\n\nPayment method: card\nAmount paid: $4.99\nTransaction id: pi_1\n\nYour order: https://steady.test/orders/order1\nQuestions? Write to help@steady.test.\n',
    html: '<p>Hi Sam &#60;b&#62;Tester&#60;/b&#62;,</p><p>Thank you for your order. You have made payment successfully.</p><table><tr><th align="left">Customer</th><td>Sam &#60;b&#62;Tester&#60;/b&#62; &#60;sam@example.com&#62;</td></tr><tr><th align="left">Address</th><td>1 Calm Street, Springfield, IL, 62701, US</td></tr><tr><th align="left">Product</th><td>Steady Premium</td></tr><tr><th align="left">Quantity</th><td>1</td></tr><tr><th align="left">Price</th><td>$4.99</td></tr><tr><th align="left">Payment method</th><td>card</td></tr><tr><th align="left">Amount paid</th><td>$4.99</td></tr><tr><th align="left">Transaction id</th><td>pi_1</td></tr></table><p><a href="https://steady.test/orders/order1">View your order</a></p><p>Questions? Write to <a href="mailto:help@steady.test">help@steady.test</a>.</p>',
  },
  cancelledUntil: {
    subject: 'Your Steady Premium subscription is cancelled',
    text: 'Hi Sam <b>,\n\nYour Steady Premium subscription is cancelled and will not renew. Premium stays yours until 5 Jan 2027, and you will not be charged again.\nChanged your mind? Choose Keep subscription on your subscription page before then.\nThe free skills stay yours, and you are welcome back any time.\n\nQuestions? Write to help@steady.test.\n',
    html: '<p>Hi Sam &#60;b&#62;,</p><p>Your Steady Premium subscription is cancelled and will not renew. Premium stays yours until 5 Jan 2027, and you will not be charged again.</p><p>Changed your mind? Choose Keep subscription on your subscription page before then.</p><p>The free skills stay yours, and you are welcome back any time.</p><p>Questions? Write to <a href="mailto:help@steady.test">help@steady.test</a>.</p>',
  },
  cancelledOn: {
    subject: 'Your Steady Premium subscription is cancelled',
    text: 'Hi Sam <b>,\n\nYour Steady Premium subscription has been cancelled on 24 Dec 2026. You will not be charged again.\nThe free skills stay yours, and you are welcome back any time.\n\nQuestions? Write to help@steady.test.\n',
    html: '<p>Hi Sam &#60;b&#62;,</p><p>Your Steady Premium subscription has been cancelled on 24 Dec 2026. You will not be charged again.</p><p>The free skills stay yours, and you are welcome back any time.</p><p>Questions? Write to <a href="mailto:help@steady.test">help@steady.test</a>.</p>',
  },
  cancelled: {
    subject: 'Your Steady Premium subscription is cancelled',
    text: 'Hi Sam <b>,\n\nYour Steady Premium subscription has been cancelled. You will not be charged again.\nThe free skills stay yours, and you are welcome back any time.\n\nQuestions? Write to help@steady.test.\n',
    html: '<p>Hi Sam &#60;b&#62;,</p><p>Your Steady Premium subscription has been cancelled. You will not be charged again.</p><p>The free skills stay yours, and you are welcome back any time.</p><p>Questions? Write to <a href="mailto:help@steady.test">help@steady.test</a>.</p>',
  },
};

describe('emails in every language', () => {
  it.each(LOCALE_CODES)('%s: every email is complete and escapes what people typed', (locale) => {
    for (const [which, mail] of Object.entries(emailsIn(locale))) {
      for (const part of ['subject', 'text', 'html'] as const) {
        expect(mail[part].trim(), `${which}.${part}`).not.toBe('');
        expect(mail[part], `${which}.${part}`).not.toMatch(/undefined|null|NaN|\[object/);
      }
      expect(mail.text, which).toContain('Sam <b>');
      expect(mail.html, which).toContain('Sam &#60;b&#62;');
      expect(mail.html, which).not.toContain('<b>');
    }
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== 'en'))('%s: every email is in its language, named on the HTML', (locale) => {
    const english = emailsIn('en');
    for (const [which, mail] of Object.entries(emailsIn(locale))) {
      expect(mail.subject, which).not.toBe(english[which as keyof typeof english].subject);
      expect(mail.text, which).not.toMatch(/^Hi /);
      expect(mail.html, which).toMatch(new RegExp(`^<div( dir="rtl")? lang="${locale}">.*</div>$`, 's'));
    }
  });

  it('English is word for word what it was, also when no language or an unknown one is set', () => {
    expect(emailsIn('en')).toEqual(ENGLISH_BEFORE);
    expect(emailsIn(null)).toEqual(ENGLISH_BEFORE);
    expect(emailsIn(undefined)).toEqual(ENGLISH_BEFORE);
    expect(emailsIn('xx')).toEqual(ENGLISH_BEFORE);
  });

  it('Arabic reads right to left, with links, addresses and ids left to right', () => {
    const mails = emailsIn('ar');
    for (const mail of Object.values(mails)) expect(mail.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    for (const locale of LOCALE_CODES.filter((l) => l !== 'ar')) expect(emailsIn(locale).order.html).not.toContain('dir="rtl"');
    // Links stand on their own line in the text part, where no markup can keep them left to right.
    expect(mails.resetLink.text.split('\n')).toContain(resetUrl);
    expect(mails.order.text.split('\n')).toContain('https://steady.test/orders/order1');
    expect(mails.order.html).toContain('<span dir="ltr"><a href="mailto:help@steady.test">help@steady.test</a></span>');
    expect(mails.order.html).toContain('<td><span dir="ltr">pi_1</span></td>');
    expect(mails.order.html).toContain('<th align="right">');
    expect(mails.emailChanged.html).toContain('<span dir="ltr">n***@example.org</span>');
  });

  it("write dates and amounts as the reader's language does", () => {
    const es = emailsIn('es');
    expect(es.order.text).toContain('Importe pagado: 4,99\u00a0US$');
    expect(es.order.text).toContain('Método de pago: tarjeta');
    expect(es.cancelledOn.text).toContain('24 dic 2026');
    expect(emailsIn('de').cancelledUntil.text).toContain('bis zum 5. Jan. 2027');
    expect(emailsIn('pt-BR').order.html).toContain('US$');
  });

  it('keep words free of markup, since they go into the HTML as they are', () => {
    for (const [locale, w] of Object.entries(EMAIL_WORDS)) {
      const strings: string[] = [w.greeting('x'), w.questions('x'), w.emailChanged.changedTo('x')];
      const collect = (value: unknown) => {
        if (typeof value === 'string') strings.push(value);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      collect(w);
      for (const text of strings) expect(text, locale).not.toMatch(/[<>&]/);
    }
  });

  it('fall back to English for a language Steady does not ship', () => {
    expect(wordsFor('xx')).toBe(EMAIL_WORDS.en);
    expect(wordsFor('ES')).toBe(EMAIL_WORDS.en);
    expect(wordsFor('pt-BR')).toBe(EMAIL_WORDS['pt-BR']);
  });
});

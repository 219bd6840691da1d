import type { LocaleCode } from '@steady/contracts';

/**
 * Every word Steady's emails use, in one language (words/<locale>.ts). Sentences are whole and take the
 * values they need, so a language can put them where its grammar wants them; the templates only arrange
 * them and escape what people typed. A language that lacks a message does not build.
 *
 * Words go into the HTML as they are (the values they take are escaped by the templates, or already HTML
 * when named `…Html`), so they never contain `<`, `>` or `&` (a test checks).
 */
export type EmailWords = {
  /** The language's BCP 47 tag, set as `lang` on the HTML. */
  lang: LocaleCode;
  /** Writing direction; 'rtl' sets `dir="rtl"` on the HTML and keeps addresses, links and ids left-to-right. */
  dir: 'ltr' | 'rtl';
  /** Locales of the shared formatters (formatDate, formatMoney): English keeps the app's 'en-GB' dates and 'en-US' amounts. */
  dateLocale: string;
  moneyLocale: string;

  /** First line of every email: 'Hi Sam,'. */
  greeting: (name: string) => string;
  /** Last line of the payment emails; `address` is the support address (a mailto link in the HTML). */
  questions: (address: string) => string;

  resetLink: {
    subject: string;
    asked: string;
    /** Before the link, which follows on its own line (text part). */
    chooseBelow: string;
    /** Before the button (HTML part). */
    chooseWithButton: string;
    button: string;
    severalEmails: string;
    notYou: string;
  };

  order: {
    subject: (productName: string) => string;
    thanks: string;
    /** One 'Label: value' line of the text part. */
    field: (label: string, value: string) => string;
    /** Who paid: name and email address, as one value. */
    customerValue: (name: string, email: string) => string;
    customer: string;
    address: string;
    product: string;
    quantity: string;
    price: string;
    paymentMethod: string;
    /** The payment method 'card' (the only one today). */
    card: string;
    amountPaid: string;
    transactionId: string;
    /** The link to the order page (text part). */
    yourOrder: (link: string) => string;
    /** The link's words (HTML part). */
    viewOrder: string;
  };

  cancellation: {
    subject: (planName: string) => string;
    /** Cancelled at the end of the paid period: premium stays until `until`. */
    endsAt: (planName: string, until: string) => string;
    /** Cancelled now, on `when`. */
    cancelledOn: (planName: string, when: string) => string;
    /** Cancelled, date unknown. */
    cancelled: (planName: string) => string;
    /** Only with `endsAt`: how to undo it; names the button of the subscription page. */
    changedYourMind: string;
    freeSkillsStay: string;
  };

  emailChanged: {
    subject: string;
    /** `maskedEmail` is 'r***@example.org'. */
    changedTo: (maskedEmail: string) => string;
    fromNowOn: string;
    ifItWasNotYou: string;
  };

  accountDeleted: {
    subject: string;
    deleted: string;
    welcomeBack: string;
  };

  /**
   * Gentle reminders (decision 027). `plain` is the default: it names neither Steady nor what it is about,
   * in the subject, the body and a push notification alike; `named` only when the person chose
   * "Name Steady in reminders" and the account has not asked for plain emails.
   */
  reminder: {
    plain: ReminderWords;
    named: ReminderWords;
    /** The link that opens the one-tap check-in. */
    open: string;
    /** Before the one-tap stop link. */
    stopIntro: string;
    stop: string;
    /** The page the stop link answers with. */
    stopped: string;
    stoppedMore: string;
    stopLinkBroken: string;
  };

  /**
   * For an account that asked for plain emails (docs/decisions/025-neutral-face.md): these take the place of
   * the account emails' sentences that name Steady or what it keeps; the others name neither already.
   * None may name Steady, a safety plan, self-harm or a crisis (a test checks).
   */
  neutral: {
    resetLink: Pick<EmailWords['resetLink'], 'subject' | 'asked'>;
    emailChanged: Pick<EmailWords['emailChanged'], 'subject' | 'changedTo'>;
    accountDeleted: EmailWords['accountDeleted'];
  };
};

/** A reminder's title (email subject, notification title) and its line, per kind of reminder. */
export type ReminderWords = {
  title: Record<'check-in' | 'diary' | 'safety-plan', string>;
  line: Record<'check-in' | 'diary' | 'safety-plan', string>;
};

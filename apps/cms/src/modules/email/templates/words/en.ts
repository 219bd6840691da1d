import { DATE_LOCALE, MONEY_LOCALE } from '@steady/contracts';
import type { EmailWords } from './types';

/** English, the language of every email whose reader has not chosen one. */
export const en = {
  lang: 'en',
  dir: 'ltr',
  dateLocale: DATE_LOCALE,
  moneyLocale: MONEY_LOCALE,

  greeting: (name) => `Hi ${name},`,
  questions: (address) => `Questions? Write to ${address}.`,

  resetLink: {
    subject: 'Reset your Steady password',
    asked: 'Someone (we hope you) asked to reset the password of your Steady account.',
    chooseBelow: 'Choose a new password here within the next hour:',
    chooseWithButton: 'Choose a new password within the next hour:',
    button: 'Reset my password',
    severalEmails: 'If you got more than one of these emails, any link from the last hour works, once.',
    notYou: 'If you did not ask for this, you can ignore this email; your password stays as it is.',
  },

  order: {
    subject: (productName) => `Your ${productName} order`,
    thanks: 'Thank you for your order. You have made payment successfully.',
    field: (label, value) => `${label}: ${value}`,
    customerValue: (name, email) => `${name} <${email}>`,
    customer: 'Customer',
    address: 'Address',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    paymentMethod: 'Payment method',
    card: 'card',
    amountPaid: 'Amount paid',
    transactionId: 'Transaction id',
    yourOrder: (link) => `Your order: ${link}`,
    viewOrder: 'View your order',
  },

  cancellation: {
    subject: (planName) => `Your ${planName} subscription is cancelled`,
    endsAt: (planName, until) =>
      `Your ${planName} subscription is cancelled and will not renew. Premium stays yours until ${until}, and you will not be charged again.`,
    cancelledOn: (planName, when) => `Your ${planName} subscription has been cancelled on ${when}. You will not be charged again.`,
    cancelled: (planName) => `Your ${planName} subscription has been cancelled. You will not be charged again.`,
    changedYourMind: 'Changed your mind? Choose Keep subscription on your subscription page before then.',
    freeSkillsStay: 'The free skills stay yours, and you are welcome back any time.',
  },

  emailChanged: {
    subject: 'The email address of your Steady account was changed',
    changedTo: (maskedEmail) => `The email address of your Steady account was just changed to ${maskedEmail}.`,
    fromNowOn: 'From now on, sign-in and password-reset emails go there.',
    ifItWasNotYou:
      'If this was you, there is nothing more to do. If it was not you, please reply to this email right away so we can help you get your account back.',
  },

  accountDeleted: {
    subject: 'Your Steady account has been deleted',
    deleted:
      'Your Steady account has been deleted, as you asked. Your favourites, completed skills, check-ins, chain analyses and saved cards are gone, ' +
      'and any Premium subscription has ended without further charges.',
    welcomeBack: 'You are welcome back any time. Take care of yourself.',
  },

  reminder: {
    plain: {
      title: { 'check-in': 'A moment for you', diary: 'A moment for you', 'safety-plan': 'A moment for you' },
      line: {
        'check-in': 'How are you right now? One tap, from 0 to 10.',
        diary: 'A few minutes for your notes today, if you like.',
        'safety-plan': 'A good moment to look over your plan.',
      },
    },
    named: {
      title: { 'check-in': 'Steady: how are you?', diary: 'Steady: your diary card', 'safety-plan': 'Steady: your safety plan' },
      line: {
        'check-in': 'How are you right now? One tap in Steady, from 0 to 10.',
        diary: 'A few minutes for your diary card in Steady today, if you like.',
        'safety-plan': 'A good moment to look over your safety plan in Steady.',
      },
    },
    open: 'Open',
    stopIntro: 'Rather not get this any more? One tap turns this reminder off:',
    stop: 'Turn this reminder off',
    stopped: 'This reminder is off now.',
    stoppedMore: 'You can turn it on again, or make a new one, in Settings whenever you like.',
    stopLinkBroken: 'This link does not work. You can turn reminders off in Settings.',
  },

  neutral: {
    resetLink: {
      subject: 'Your account: reset link',
      asked: 'Someone (we hope you) asked to reset the password of your account.',
    },
    emailChanged: {
      subject: 'Your account: email changed',
      changedTo: (maskedEmail) => `The email address of your account was just changed to ${maskedEmail}.`,
    },
    accountDeleted: {
      subject: 'Your account: deleted',
      deleted: 'Your account has been deleted, as you asked, with everything kept in it, and any subscription has ended without further charges.',
      welcomeBack: 'You are welcome back any time.',
    },
  },
} satisfies EmailWords;

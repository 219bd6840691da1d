// Machine-drafted, not yet reviewed by a native speaker.
import type { EmailWords } from './types';

/** German, with the informal du (docs/translating.md). */
export const de = {
  lang: 'de',
  dir: 'ltr',
  dateLocale: 'de',
  moneyLocale: 'de',

  greeting: (name) => `Hallo ${name},`,
  questions: (address) => `Fragen? Schreib uns an ${address}.`,

  resetLink: {
    subject: 'Setze dein Steady-Passwort zurück',
    asked: 'Jemand (hoffentlich du) hat darum gebeten, das Passwort deines Steady-Kontos zurückzusetzen.',
    chooseBelow: 'Wähle hier innerhalb der nächsten Stunde ein neues Passwort:',
    chooseWithButton: 'Wähle innerhalb der nächsten Stunde ein neues Passwort:',
    button: 'Mein Passwort zurücksetzen',
    severalEmails: 'Falls du mehrere dieser E-Mails bekommen hast: Jeder Link aus der letzten Stunde funktioniert, einmal.',
    notYou: 'Falls du das nicht warst, kannst du diese E-Mail einfach ignorieren; dein Passwort bleibt, wie es ist.',
  },

  order: {
    subject: (productName) => `Deine Bestellung bei ${productName}`,
    thanks: 'Danke für deine Bestellung. Deine Zahlung ist erfolgreich eingegangen.',
    field: (label, value) => `${label}: ${value}`,
    customerValue: (name, email) => `${name} <${email}>`,
    customer: 'Bestellt von',
    address: 'Adresse',
    product: 'Produkt',
    quantity: 'Menge',
    price: 'Preis',
    paymentMethod: 'Zahlungsart',
    card: 'Karte',
    amountPaid: 'Bezahlter Betrag',
    transactionId: 'Transaktions-ID',
    yourOrder: (link) => `Deine Bestellung: ${link}`,
    viewOrder: 'Deine Bestellung ansehen',
  },

  cancellation: {
    subject: (planName) => `Dein Abo ${planName} ist gekündigt`,
    endsAt: (planName, until) =>
      `Dein Abo ${planName} ist gekündigt und verlängert sich nicht. Premium bleibt dir bis zum ${until}, und es wird nichts mehr abgebucht.`,
    cancelledOn: (planName, when) => `Dein Abo ${planName} wurde am ${when} gekündigt. Es wird nichts mehr abgebucht.`,
    cancelled: (planName) => `Dein Abo ${planName} wurde gekündigt. Es wird nichts mehr abgebucht.`,
    changedYourMind: 'Doch anders entschieden? Wähle vorher auf deiner Abo-Seite „Abo behalten“.',
    freeSkillsStay: 'Die kostenlosen Skills bleiben dir, und du bist jederzeit wieder willkommen.',
  },

  emailChanged: {
    subject: 'Die E-Mail-Adresse deines Steady-Kontos wurde geändert',
    changedTo: (maskedEmail) => `Die E-Mail-Adresse deines Steady-Kontos wurde gerade in ${maskedEmail} geändert.`,
    fromNowOn: 'Ab jetzt gehen E-Mails zur Anmeldung und zum Zurücksetzen des Passworts dorthin.',
    ifItWasNotYou:
      'Wenn du das warst, musst du nichts weiter tun. Wenn nicht, antworte bitte sofort auf diese E-Mail, damit wir dir helfen können, dein Konto zurückzubekommen.',
  },

  accountDeleted: {
    subject: 'Dein Steady-Konto wurde gelöscht',
    deleted:
      'Dein Steady-Konto wurde gelöscht, wie du es wolltest. Deine Favoriten, abgeschlossenen Skills, Check-ins, Kettenanalysen und gespeicherten Karten sind entfernt, ' +
      'und ein Premium-Abo ist ohne weitere Abbuchungen beendet.',
    welcomeBack: 'Du bist jederzeit wieder willkommen. Pass gut auf dich auf.',
  },

  reminder: {
    plain: {
      title: { 'check-in': 'Ein Moment für dich', diary: 'Ein Moment für dich', 'safety-plan': 'Ein Moment für dich' },
      line: {
        'check-in': 'Wie geht es dir gerade? Ein Tipp, von 0 bis 10.',
        diary: 'Ein paar Minuten für deine Notizen heute, wenn du magst.',
        'safety-plan': 'Ein guter Moment, um deinen Plan durchzusehen.',
      },
    },
    named: {
      title: { 'check-in': 'Steady: Wie geht es dir?', diary: 'Steady: deine Tageskarte', 'safety-plan': 'Steady: dein Sicherheitsplan' },
      line: {
        'check-in': 'Wie geht es dir gerade? Ein Tipp in Steady, von 0 bis 10.',
        diary: 'Ein paar Minuten für deine Tageskarte in Steady heute, wenn du magst.',
        'safety-plan': 'Ein guter Moment, um deinen Sicherheitsplan in Steady durchzusehen.',
      },
    },
    open: 'Öffnen',
    stopIntro: 'Du möchtest das nicht mehr bekommen? Ein Tipp schaltet diese Erinnerung aus:',
    stop: 'Diese Erinnerung ausschalten',
    stopped: 'Diese Erinnerung ist jetzt aus.',
    stoppedMore: 'Du kannst sie jederzeit in den Einstellungen wieder einschalten oder eine neue anlegen.',
    stopLinkBroken: 'Dieser Link funktioniert nicht. Erinnerungen kannst du in den Einstellungen ausschalten.',
  },

  neutral: {
    resetLink: {
      subject: 'Dein Konto: Link zum Zurücksetzen',
      asked: 'Jemand (hoffentlich du) hat darum gebeten, das Passwort deines Kontos zurückzusetzen.',
    },
    emailChanged: {
      subject: 'Dein Konto: E-Mail-Adresse geändert',
      changedTo: (maskedEmail) => `Die E-Mail-Adresse deines Kontos wurde gerade in ${maskedEmail} geändert.`,
    },
    accountDeleted: {
      subject: 'Dein Konto: gelöscht',
      deleted: 'Dein Konto wurde gelöscht, wie du es wolltest, mit allem, was darin gespeichert war, und ein Abo ist ohne weitere Abbuchungen beendet.',
      welcomeBack: 'Du bist jederzeit wieder willkommen.',
    },
  },
} satisfies EmailWords;

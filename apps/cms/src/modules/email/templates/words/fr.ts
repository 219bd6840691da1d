// Machine-drafted, not yet reviewed by a native speaker.
import type { EmailWords } from './types';

/** French, with the informal tu (docs/translating.md); a no-break space (\u00a0) before ? : ; as French typesetting wants. */
export const fr = {
  lang: 'fr',
  dir: 'ltr',
  dateLocale: 'fr',
  moneyLocale: 'fr',

  greeting: (name) => `Bonjour ${name},`,
  questions: (address) => `Une question\u00a0? Écris-nous à ${address}.`,

  resetLink: {
    subject: 'Réinitialise ton mot de passe Steady',
    asked: "Quelqu'un (toi, nous l'espérons) a demandé à réinitialiser le mot de passe de ton compte Steady.",
    chooseBelow: "Choisis un nouveau mot de passe ici, dans l'heure qui vient\u00a0:",
    chooseWithButton: "Choisis un nouveau mot de passe dans l'heure qui vient\u00a0:",
    button: 'Réinitialiser mon mot de passe',
    severalEmails: "Si tu as reçu plusieurs de ces e-mails, n'importe quel lien de la dernière heure fonctionne, une seule fois.",
    notYou: "Si tu n'as rien demandé, tu peux ignorer cet e-mail\u00a0; ton mot de passe reste le même.",
  },

  order: {
    subject: (productName) => `Ta commande ${productName}`,
    thanks: 'Merci pour ta commande. Ton paiement a bien été effectué.',
    field: (label, value) => `${label}\u00a0: ${value}`,
    customerValue: (name, email) => `${name} <${email}>`,
    customer: 'Client',
    address: 'Adresse',
    product: 'Produit',
    quantity: 'Quantité',
    price: 'Prix',
    paymentMethod: 'Moyen de paiement',
    card: 'carte',
    amountPaid: 'Montant payé',
    transactionId: 'Identifiant de transaction',
    yourOrder: (link) => `Ta commande\u00a0: ${link}`,
    viewOrder: 'Voir ta commande',
  },

  cancellation: {
    subject: (planName) => `Ton abonnement ${planName} est résilié`,
    endsAt: (planName, until) =>
      `Ton abonnement ${planName} est résilié et ne sera pas renouvelé. Premium reste à toi jusqu'au ${until}, et plus rien ne te sera prélevé.`,
    cancelledOn: (planName, when) => `Ton abonnement ${planName} a été résilié le ${when}. Plus rien ne te sera prélevé.`,
    cancelled: (planName) => `Ton abonnement ${planName} a été résilié. Plus rien ne te sera prélevé.`,
    changedYourMind: "Tu as changé d'avis\u00a0? Avant cette date, choisis «\u00a0Garder l'abonnement\u00a0» sur la page de ton abonnement.",
    freeSkillsStay: 'Les compétences gratuites restent à toi, et tu peux revenir quand tu veux.',
  },

  emailChanged: {
    subject: "L'adresse e-mail de ton compte Steady a été modifiée",
    changedTo: (maskedEmail) => `L'adresse e-mail de ton compte Steady vient d'être remplacée par ${maskedEmail}.`,
    fromNowOn: 'Désormais, les e-mails de connexion et de réinitialisation du mot de passe y seront envoyés.',
    ifItWasNotYou:
      "Si c'était toi, tu n'as rien d'autre à faire. Si ce n'était pas toi, réponds tout de suite à cet e-mail pour que nous puissions t'aider à récupérer ton compte.",
  },

  accountDeleted: {
    subject: 'Ton compte Steady a été supprimé',
    deleted:
      "Ton compte Steady a été supprimé, comme tu l'as demandé. Tes favoris, tes compétences terminées, tes bilans, tes analyses en chaîne et tes cartes enregistrées " +
      'ont été effacés, et tout abonnement Premium a pris fin sans autre prélèvement.',
    welcomeBack: 'Tu peux revenir quand tu veux. Prends soin de toi.',
  },

  reminder: {
    plain: {
      title: { 'check-in': 'Un moment pour toi', diary: 'Un moment pour toi', 'safety-plan': 'Un moment pour toi' },
      line: {
        'check-in': 'Comment vas-tu en ce moment ? Un geste, de 0 à 10.',
        diary: 'Quelques minutes pour tes notes du jour, si tu veux.',
        'safety-plan': 'Un bon moment pour relire ton plan.',
      },
    },
    named: {
      title: { 'check-in': 'Steady : comment vas-tu ?', diary: 'Steady : ta fiche du jour', 'safety-plan': 'Steady : ton plan de sécurité' },
      line: {
        'check-in': 'Comment vas-tu en ce moment ? Un geste dans Steady, de 0 à 10.',
        diary: 'Quelques minutes pour ta fiche du jour dans Steady, si tu veux.',
        'safety-plan': 'Un bon moment pour relire ton plan de sécurité dans Steady.',
      },
    },
    open: 'Ouvrir',
    stopIntro: 'Tu préfères ne plus recevoir ceci ? Un geste désactive ce rappel :',
    stop: 'Désactiver ce rappel',
    stopped: 'Ce rappel est désactivé.',
    stoppedMore: 'Tu peux le réactiver, ou en créer un autre, dans les Réglages quand tu veux.',
    stopLinkBroken: 'Ce lien ne fonctionne pas. Tu peux désactiver les rappels dans les Réglages.',
  },

  neutral: {
    resetLink: {
      subject: 'Ton compte\u00a0: lien de réinitialisation',
      asked: "Quelqu'un (toi, nous l'espérons) a demandé à réinitialiser le mot de passe de ton compte.",
    },
    emailChanged: {
      subject: 'Ton compte\u00a0: adresse e-mail modifiée',
      changedTo: (maskedEmail) => `L'adresse e-mail de ton compte vient d'être remplacée par ${maskedEmail}.`,
    },
    accountDeleted: {
      subject: 'Ton compte\u00a0: supprimé',
      deleted: "Ton compte a été supprimé, comme tu l'as demandé, avec tout ce qu'il contenait, et tout abonnement a pris fin sans autre prélèvement.",
      welcomeBack: 'Tu peux revenir quand tu veux.',
    },
  },
} satisfies EmailWords;

// Machine-drafted, not yet reviewed by a native speaker.
import type { EmailWords } from './types';

/** Spanish, with the informal tú (docs/translating.md). */
export const es = {
  lang: 'es',
  dir: 'ltr',
  dateLocale: 'es',
  moneyLocale: 'es',

  greeting: (name) => `Hola, ${name}:`,
  questions: (address) => `¿Tienes alguna pregunta? Escríbenos a ${address}.`,

  resetLink: {
    subject: 'Restablece tu contraseña de Steady',
    asked: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Steady.',
    chooseBelow: 'Elige una contraseña nueva aquí durante la próxima hora:',
    chooseWithButton: 'Elige una contraseña nueva durante la próxima hora:',
    button: 'Restablecer mi contraseña',
    severalEmails: 'Si te ha llegado más de uno de estos correos, cualquier enlace de la última hora sirve, una sola vez.',
    notYou: 'Si no lo has pedido tú, puedes ignorar este correo; tu contraseña seguirá igual.',
  },

  order: {
    subject: (productName) => `Tu pedido de ${productName}`,
    thanks: 'Gracias por tu pedido. El pago se ha realizado correctamente.',
    field: (label, value) => `${label}: ${value}`,
    customerValue: (name, email) => `${name} <${email}>`,
    customer: 'Cliente',
    address: 'Dirección',
    product: 'Producto',
    quantity: 'Cantidad',
    price: 'Precio',
    paymentMethod: 'Método de pago',
    card: 'tarjeta',
    amountPaid: 'Importe pagado',
    transactionId: 'ID de la transacción',
    yourOrder: (link) => `Tu pedido: ${link}`,
    viewOrder: 'Ver tu pedido',
  },

  cancellation: {
    subject: (planName) => `Tu suscripción a ${planName} está cancelada`,
    endsAt: (planName, until) =>
      `Tu suscripción a ${planName} está cancelada y no se renovará. Sigues teniendo Premium hasta el ${until}, y no se te volverá a cobrar nada.`,
    cancelledOn: (planName, when) => `Tu suscripción a ${planName} se canceló el ${when}. No se te volverá a cobrar nada.`,
    cancelled: (planName) => `Tu suscripción a ${planName} se ha cancelado. No se te volverá a cobrar nada.`,
    changedYourMind: '¿Has cambiado de idea? Antes de esa fecha, elige «Mantener suscripción» en la página de tu suscripción.',
    freeSkillsStay: 'Las habilidades gratuitas siguen siendo tuyas, y puedes volver cuando quieras.',
  },

  emailChanged: {
    subject: 'Ha cambiado el correo electrónico de tu cuenta de Steady',
    changedTo: (maskedEmail) => `El correo electrónico de tu cuenta de Steady acaba de cambiar a ${maskedEmail}.`,
    fromNowOn: 'A partir de ahora, los correos para iniciar sesión y restablecer la contraseña llegarán a esa dirección.',
    ifItWasNotYou:
      'Si has sido tú, no tienes que hacer nada más. Si no has sido tú, responde a este correo cuanto antes para que podamos ayudarte a recuperar tu cuenta.',
  },

  accountDeleted: {
    subject: 'Tu cuenta de Steady se ha eliminado',
    deleted:
      'Tu cuenta de Steady se ha eliminado, como pediste. Tus favoritos, habilidades completadas, registros, análisis en cadena y tarjetas guardadas ya no están, ' +
      'y cualquier suscripción Premium ha terminado sin más cargos.',
    welcomeBack: 'Puedes volver cuando quieras. Cuídate mucho.',
  },

  reminder: {
    plain: {
      title: { 'check-in': 'Un momento para ti', diary: 'Un momento para ti', 'safety-plan': 'Un momento para ti' },
      line: {
        'check-in': '¿Cómo estás ahora? Un toque, de 0 a 10.',
        diary: 'Unos minutos para tus notas de hoy, si te apetece.',
        'safety-plan': 'Un buen momento para repasar tu plan.',
      },
    },
    named: {
      title: { 'check-in': 'Steady: ¿cómo estás?', diary: 'Steady: tu tarjeta diaria', 'safety-plan': 'Steady: tu plan de seguridad' },
      line: {
        'check-in': '¿Cómo estás ahora? Un toque en Steady, de 0 a 10.',
        diary: 'Unos minutos para tu tarjeta diaria en Steady hoy, si te apetece.',
        'safety-plan': 'Un buen momento para repasar tu plan de seguridad en Steady.',
      },
    },
    open: 'Abrir',
    stopIntro: '¿Prefieres no recibir esto más? Un toque desactiva este recordatorio:',
    stop: 'Desactivar este recordatorio',
    stopped: 'Este recordatorio ya está desactivado.',
    stoppedMore: 'Puedes volver a activarlo, o crear uno nuevo, en Ajustes cuando quieras.',
    stopLinkBroken: 'Este enlace no funciona. Puedes desactivar los recordatorios en Ajustes.',
  },

  neutral: {
    resetLink: {
      subject: 'Tu cuenta: enlace para restablecer',
      asked: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.',
    },
    emailChanged: {
      subject: 'Tu cuenta: correo electrónico cambiado',
      changedTo: (maskedEmail) => `El correo electrónico de tu cuenta acaba de cambiar a ${maskedEmail}.`,
    },
    accountDeleted: {
      subject: 'Tu cuenta: eliminada',
      deleted: 'Tu cuenta se ha eliminado, como pediste, con todo lo que guardaba, y cualquier suscripción ha terminado sin más cargos.',
      welcomeBack: 'Puedes volver cuando quieras.',
    },
  },
} satisfies EmailWords;

// Machine-drafted, not yet reviewed by a native speaker.
import type { EmailWords } from './types';

/** Brazilian Portuguese, with você (docs/translating.md). */
export const ptBR = {
  lang: 'pt-BR',
  dir: 'ltr',
  dateLocale: 'pt-BR',
  moneyLocale: 'pt-BR',

  greeting: (name) => `Olá, ${name},`,
  questions: (address) => `Dúvidas? Escreva para ${address}.`,

  resetLink: {
    subject: 'Redefina sua senha do Steady',
    asked: 'Alguém (esperamos que você) pediu para redefinir a senha da sua conta do Steady.',
    chooseBelow: 'Escolha uma nova senha aqui, dentro da próxima hora:',
    chooseWithButton: 'Escolha uma nova senha dentro da próxima hora:',
    button: 'Redefinir minha senha',
    severalEmails: 'Se você recebeu mais de um destes e-mails, qualquer link da última hora funciona, uma única vez.',
    notYou: 'Se não foi você que pediu, pode ignorar este e-mail; sua senha continua a mesma.',
  },

  order: {
    subject: (productName) => `Seu pedido no ${productName}`,
    thanks: 'Obrigado pelo seu pedido. Seu pagamento foi concluído com sucesso.',
    field: (label, value) => `${label}: ${value}`,
    customerValue: (name, email) => `${name} <${email}>`,
    customer: 'Cliente',
    address: 'Endereço',
    product: 'Produto',
    quantity: 'Quantidade',
    price: 'Preço',
    paymentMethod: 'Forma de pagamento',
    card: 'cartão',
    amountPaid: 'Valor pago',
    transactionId: 'ID da transação',
    yourOrder: (link) => `Seu pedido: ${link}`,
    viewOrder: 'Ver seu pedido',
  },

  cancellation: {
    subject: (planName) => `Sua assinatura ${planName} foi cancelada`,
    endsAt: (planName, until) =>
      `Sua assinatura ${planName} foi cancelada e não será renovada. O Premium continua sendo seu até ${until}, e não haverá novas cobranças.`,
    cancelledOn: (planName, when) => `Sua assinatura ${planName} foi cancelada em ${when}. Não haverá novas cobranças.`,
    cancelled: (planName) => `Sua assinatura ${planName} foi cancelada. Não haverá novas cobranças.`,
    changedYourMind: 'Mudou de ideia? Antes dessa data, escolha “Manter assinatura” na página da sua assinatura.',
    freeSkillsStay: 'As habilidades gratuitas continuam sendo suas, e você pode voltar quando quiser.',
  },

  emailChanged: {
    subject: 'O e-mail da sua conta do Steady foi alterado',
    changedTo: (maskedEmail) => `O e-mail da sua conta do Steady acabou de ser alterado para ${maskedEmail}.`,
    fromNowOn: 'A partir de agora, os e-mails de acesso e de redefinição de senha vão para esse endereço.',
    ifItWasNotYou:
      'Se foi você, não precisa fazer mais nada. Se não foi você, responda a este e-mail imediatamente para que possamos ajudar você a recuperar sua conta.',
  },

  accountDeleted: {
    subject: 'Sua conta do Steady foi excluída',
    deleted:
      'Sua conta do Steady foi excluída, como você pediu. Seus favoritos, habilidades concluídas, registros, análises em cadeia e cartões salvos foram apagados, ' +
      'e qualquer assinatura Premium foi encerrada sem novas cobranças.',
    welcomeBack: 'Você pode voltar quando quiser. Cuide-se.',
  },

  reminder: {
    plain: {
      title: { 'check-in': 'Um momento para você', diary: 'Um momento para você', 'safety-plan': 'Um momento para você' },
      line: {
        'check-in': 'Como você está agora? Um toque, de 0 a 10.',
        diary: 'Alguns minutos para suas anotações de hoje, se quiser.',
        'safety-plan': 'Um bom momento para rever seu plano.',
      },
    },
    named: {
      title: { 'check-in': 'Steady: como você está?', diary: 'Steady: seu cartão diário', 'safety-plan': 'Steady: seu plano de segurança' },
      line: {
        'check-in': 'Como você está agora? Um toque no Steady, de 0 a 10.',
        diary: 'Alguns minutos para seu cartão diário no Steady hoje, se quiser.',
        'safety-plan': 'Um bom momento para rever seu plano de segurança no Steady.',
      },
    },
    open: 'Abrir',
    stopIntro: 'Prefere não receber mais isto? Um toque desliga este lembrete:',
    stop: 'Desligar este lembrete',
    stopped: 'Este lembrete está desligado.',
    stoppedMore: 'Você pode ligá-lo de novo, ou criar outro, em Configurações quando quiser.',
    stopLinkBroken: 'Este link não funciona. Você pode desligar os lembretes em Configurações.',
  },

  neutral: {
    resetLink: {
      subject: 'Sua conta: link de redefinição',
      asked: 'Alguém (esperamos que você) pediu para redefinir a senha da sua conta.',
    },
    emailChanged: {
      subject: 'Sua conta: e-mail alterado',
      changedTo: (maskedEmail) => `O e-mail da sua conta acabou de ser alterado para ${maskedEmail}.`,
    },
    accountDeleted: {
      subject: 'Sua conta: excluída',
      deleted: 'Sua conta foi excluída, como você pediu, com tudo o que estava guardado nela, e qualquer assinatura foi encerrada sem novas cobranças.',
      welcomeBack: 'Você pode voltar quando quiser.',
    },
  },
} satisfies EmailWords;

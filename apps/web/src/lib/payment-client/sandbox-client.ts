import { t } from '@lingui/core/macro';
import { sandboxConfirmResponseSchema, sandboxPaymentMethodSchema, type SandboxConfirmBody, type SandboxTokenizeBody } from '@steady/contracts';
import { api, ApiError } from '@/lib/api-client';
import { errorMessageFor } from '@/lib/messages/all-error-messages';
import { SandboxCardField } from './sandbox-card-field';
import { PaymentClientError, type ConfirmResult, type PaymentClient } from './types';

export type SandboxClientOptions = {
  /**
   * The card's bank asks the person to confirm (test card 4000 0025 0000 3155). Resolves true when they
   * confirm, false when they cancel. The provider shows a dialog for it.
   */
  authenticate: () => Promise<boolean>;
};

const confirmError = (error: unknown): ConfirmResult => {
  if (error instanceof ApiError) return { error: { message: error.message, code: error.code } };
  throw error;
};

/**
 * The sandbox gateway's client (docs/payments-api.md): the card number goes once to
 * POST /stripe/sandbox/tokenize; the payment is confirmed by POST /stripe/sandbox/confirm-payment, and a
 * 'requires_action' answer is put to the person before confirming again with their answer.
 */
export function createSandboxPaymentClient({ authenticate }: SandboxClientOptions): PaymentClient {
  const confirm = (body: SandboxConfirmBody) => api.post('/stripe/sandbox/confirm-payment', body, { schema: sandboxConfirmResponseSchema });

  return {
    gateway: 'sandbox',
    CardField: SandboxCardField,

    async createPaymentMethod(input) {
      if (input.kind !== 'sandbox') throw new PaymentClientError(t`This card field belongs to another payment provider.`);
      const body: SandboxTokenizeBody = {
        number: input.number,
        exp_month: input.expMonth,
        exp_year: input.expYear,
        cvc: input.cvc,
      };
      return api.post('/stripe/sandbox/tokenize', body, { schema: sandboxPaymentMethodSchema });
    },

    async confirmPayment(clientSecret, paymentMethodId) {
      try {
        let answer = await confirm({ clientSecret, paymentMethodId });
        if (answer.status === 'requires_action') {
          const authenticated = await authenticate();
          answer = await confirm({ clientSecret, paymentMethodId, authenticated });
        }
        if (answer.status === 'requires_action') return { error: { message: errorMessageFor('payment_intent_authentication_failure') } };
        return { status: answer.status };
      } catch (error) {
        return confirmError(error);
      }
    },
  };
}

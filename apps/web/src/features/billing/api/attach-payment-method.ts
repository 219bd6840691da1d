import { attachPaymentMethodBodySchema, savedPaymentMethodSchema, type AttachPaymentMethodBody } from '@steady/contracts';
import { api } from '@/lib/api-client';

/** POST /api/stripe/attach-payment-method (bearer): saves the card (or keeps the saved one with the same fingerprint). */
export const attachPaymentMethod = (body: AttachPaymentMethodBody) =>
  api.post('/stripe/attach-payment-method', attachPaymentMethodBodySchema.parse(body), { schema: savedPaymentMethodSchema });

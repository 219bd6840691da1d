import { errorMessage } from '@/lib/api-client';
import { PaymentClientError } from './types';

/** The message to show for anything a payment step threw: the provider's card message or the API's message. */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof PaymentClientError) return error.message;
  return errorMessage(error);
}

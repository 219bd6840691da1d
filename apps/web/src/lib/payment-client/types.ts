import type { Card, CustomerAddress, PaymentGatewayKind } from '@steady/contracts';
import type { StripeCardElement } from '@stripe/stripe-js';
import type { ComponentType } from 'react';

/**
 * The one small client-side payment interface (DESIGN.md, "Payments"). The subscribe flow, the
 * 'Add new method' popup and every screen talk to this; `sandbox` and `stripe` implement it.
 */

/** What a card field holds once it is complete: our own inputs (sandbox) or Stripe's CardElement. */
export type CardInput = { kind: 'sandbox'; number: string; expMonth: number; expYear: number; cvc: string } | { kind: 'stripe'; element: StripeCardElement };

export type CardFieldState = {
  /** Every part is filled in and passes the field's own checks. */
  complete: boolean;
  /** The first problem to show, worded as Stripe words it; null while there is none (or none yet). */
  error: string | null;
  /** Ready to create a payment method from; null until complete. */
  input: CardInput | null;
};

export type CardFieldProps = {
  onChange: (state: CardFieldState) => void;
  /** Show every incomplete part's message (after a submit attempt), not only the ones the person left. */
  showErrors?: boolean;
  disabled?: boolean;
  /** Called with a function that moves focus into the field (the form focuses it when it is the first problem). */
  registerFocus?: (focus: () => void) => void;
};

export type BillingDetails = {
  name: string;
  email: string;
  address: CustomerAddress;
};

export type CreatedPaymentMethod = {
  id: string;
  /** Stripe.js may leave out parts (its fingerprint is not always returned to the browser). */
  card: Card | null;
};

export type ConfirmResult = { status: 'succeeded' | 'processing' } | { error: { message: string; code?: string | undefined } };

export interface PaymentClient {
  readonly gateway: PaymentGatewayKind;
  /** Turns the card in the field into a payment method. Rejects with a readable message (`PaymentClientError` or `ApiError`). */
  createPaymentMethod(input: CardInput, billing?: BillingDetails): Promise<CreatedPaymentMethod>;
  /** Confirms the first payment of a subscription, including any authentication step the card asks for. */
  confirmPayment(clientSecret: string, paymentMethodId: string): Promise<ConfirmResult>;
  /** The card entry of this gateway. */
  readonly CardField: ComponentType<CardFieldProps>;
}

/** A card or provider problem, with the message to show under the form. */
export class PaymentClientError extends Error {
  override readonly name = 'PaymentClientError';
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

export const isConfirmError = (result: ConfirmResult): result is { error: { message: string; code?: string | undefined } } => 'error' in result;

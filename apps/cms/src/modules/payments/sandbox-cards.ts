import { createHmac } from 'crypto';
import { cvcLength, luhnValid, PAYMENT_TEXT, TEST_CARDS, type TestCardOutcome } from '@steady/contracts';
import { CardError } from './gateway';
import type { GatewayCard } from './model';
import { fail } from '../http';

/**
 * The checks a card number, expiry and CVC pass before the sandbox accepts them, against the test cards of the
 * shared card rules (Stripe's public ones), and the refusal each card's outcome meets. The number itself is never
 * kept: only brand, last4, expiry, an HMAC fingerprint and the test card's behaviour.
 */

/** What paying with a test card does (the shared card rules' catalogue). */
export type Outcome = TestCardOutcome;

/** The refusal a card with this outcome meets, as Stripe words it; null when it pays (or first asks to authenticate). */
export const cardError = (outcome: Outcome): CardError | null => {
  switch (outcome) {
    case 'decline':
      return new CardError(PAYMENT_TEXT.cardDeclined, 'card_declined', 'generic_decline');
    case 'insufficient_funds':
      return new CardError(PAYMENT_TEXT.insufficientFunds, 'card_declined', 'insufficient_funds');
    case 'expired_card':
      return new CardError(PAYMENT_TEXT.expiredCard, 'expired_card', 'expired_card');
    case 'incorrect_cvc':
      return new CardError(PAYMENT_TEXT.incorrectCvc, 'incorrect_cvc', 'incorrect_cvc');
    case 'processing_error':
      return new CardError(PAYMENT_TEXT.processingError, 'processing_error', 'processing_error');
    default:
      return null;
  }
};

/** A card's fingerprint: the same number gives the same one (as Stripe's), without the number being kept. */
const fingerprint = (secret: string, number: string) => createHmac('sha256', secret).update(`card:${number}`).digest('base64url').slice(0, 16);

export type CardDetails = { number: string; exp_month: number; exp_year: number; cvc: string };

/** Reads the browser's card details as a test card; what Stripe would refuse is a 400 with its words. */
export const readTestCard = (input: CardDetails, now: Date, secret: string): { card: GatewayCard; outcome: Outcome } => {
  const number = input.number.replace(/\s+/g, '');
  if (!/^[0-9]{12,19}$/.test(number) || !luhnValid(number)) throw fail('card_number_invalid');
  const test = TEST_CARDS[number];
  if (!test) throw fail('not_a_test_card');
  const expYear = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const endOfExpiryMonth = Date.UTC(expYear, input.exp_month, 1);
  if (endOfExpiryMonth <= now.getTime()) throw fail('card_expired');
  if (input.cvc.length !== cvcLength(test.brand)) throw fail('card_cvc_incorrect');
  const card: GatewayCard = {
    brand: test.brand,
    last4: number.slice(-4),
    exp_month: input.exp_month,
    exp_year: expYear,
    fingerprint: fingerprint(secret, number),
  };
  return { card, outcome: test.outcome };
};

import { createHmac } from 'crypto';
import { PAYMENT_TEXT } from '@steady/contracts';
import { CardError } from './gateway';
import type { GatewayCard } from './model';
import { fail } from '../modules/http';

/**
 * The sandbox's card catalogue: Stripe's public test cards, what each does, and the checks a card number,
 * expiry and CVC pass before the sandbox accepts them. The number itself is never kept: only brand, last4,
 * expiry, an HMAC fingerprint and the test card's behaviour.
 */

/** What paying with a test card does. */
export type Outcome = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

/** Stripe's public test cards (https://docs.stripe.com/testing) and what each does. */
export const TEST_CARDS: Record<string, { brand: string; outcome: Outcome }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '4000056655665556': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '2223003122003222': { brand: 'mastercard', outcome: 'succeed' },
  '5200828282828210': { brand: 'mastercard', outcome: 'succeed' },
  '378282246310005': { brand: 'amex', outcome: 'succeed' },
  '371449635398431': { brand: 'amex', outcome: 'succeed' },
  '6011111111111117': { brand: 'discover', outcome: 'succeed' },
  '4000000000000002': { brand: 'visa', outcome: 'decline' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', outcome: 'authenticate' },
  '4000002760003184': { brand: 'visa', outcome: 'authenticate' },
  '4000000000000069': { brand: 'visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'visa', outcome: 'incorrect_cvc' },
  '4000000000000119': { brand: 'visa', outcome: 'processing_error' },
};

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

/** The Luhn checksum every real card number passes. */
export const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** A card's fingerprint: the same number gives the same one (as Stripe's), without the number being kept. */
const fingerprint = (secret: string, number: string) => createHmac('sha256', secret).update(`card:${number}`).digest('base64url').slice(0, 16);

export type CardDetails = { number: string; exp_month: number; exp_year: number; cvc: string };

/** Reads the browser's card details as a test card; what Stripe would refuse is a 400 with its words. */
export const readTestCard = (input: CardDetails, now: Date, secret: string): { card: GatewayCard; outcome: Outcome } => {
  const number = input.number.replace(/\s+/g, '');
  if (!/^[0-9]{12,19}$/.test(number) || !luhn(number)) throw fail('card_number_invalid');
  const test = TEST_CARDS[number];
  if (!test) throw fail('not_a_test_card');
  const expYear = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const endOfExpiryMonth = Date.UTC(expYear, input.exp_month, 1);
  if (endOfExpiryMonth <= now.getTime()) throw fail('card_expired');
  const expectedCvc = test.brand === 'amex' ? 4 : 3;
  if (input.cvc.length !== expectedCvc) throw fail('card_cvc_incorrect');
  const card: GatewayCard = {
    brand: test.brand,
    last4: number.slice(-4),
    exp_month: input.exp_month,
    exp_year: expYear,
    fingerprint: fingerprint(secret, number),
  };
  return { card, outcome: test.outcome };
};

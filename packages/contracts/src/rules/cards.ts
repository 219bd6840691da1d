/**
 * Card rules both tiers apply: the Luhn checksum, brand detection and CVC length, and the sandbox's test
 * cards (Stripe's public ones, https://docs.stripe.com/testing) with what paying with each does. The web
 * app checks a card with these before sending it; the sandbox gateway checks again and acts on the outcome.
 */

/** The Luhn checksum every real card number passes; false for anything but digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The brand a card number's first digits name (enough of them as the person types). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Digits of the security code: four on American Express cards, three on the others. */
export const cvcLength = (brand: CardBrand | string): number => (brand === 'amex' ? 4 : 3);

/** What paying with a test card does. */
export type TestCardOutcome = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

export type TestCard = { brand: CardBrand; outcome: TestCardOutcome };

/** The sandbox's card catalogue: every card it accepts, by number (digits only), and what each does. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
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

/** The test cards the app's hint and the tests name, one per behaviour they show. */
export const TEST_CARD_NUMBERS = {
  /** Pays (the hint's card). */
  success: '4242424242424242',
  /** Pays, and is a second brand for the saved-cards list. */
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** The bank asks the person to confirm (3-D Secure) before it pays. */
  authentication: '4000002500003155',
} as const;

/** The test card with this number (spaces allowed), or null when the sandbox does not know it. */
export const testCardOf = (number: string): TestCard | null => TEST_CARDS[number.replace(/\s+/g, '')] ?? null;

/** '4242424242424242' → '4242 4242 4242 4242'; Amex '378282246310005' → '3782 822463 10005', as card fields show them. */
export function groupCardNumber(digits: string): string {
  if (cardBrandOf(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

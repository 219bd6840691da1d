import { t } from '@lingui/core/macro';
import { cardBrandOf, cvcLength, groupCardNumber, luhnValid, type CardBrand } from '@steady/contracts';
import { errorMessageFor } from '@/lib/messages/all-error-messages';

/**
 * Pure helpers of the sandbox card inputs: formatting as the person types, and the checks Stripe's
 * own card field makes before anything is sent (the server checks again, with the same card rules).
 */

/** The card field's own messages, worded as Stripe words them; read in the active language each time. */
export const CARD_TEXT = {
  get numberIncomplete() {
    return t`Your card number is incomplete.`;
  },
  get expiryIncomplete() {
    return t`Your card's expiration date is incomplete.`;
  },
  get expiryInvalid() {
    return t`Your card's expiration date is invalid.`;
  },
  get cvcIncomplete() {
    return t({ message: "Your card's security code is incomplete.", comment: 'the CVC, the 3 or 4 digits on the card' });
  },
};

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : 19);
const expectedDigits = (brand: CardBrand) => (brand === 'amex' ? [15] : brand === 'unknown' ? [12, 13, 14, 15, 16, 17, 18, 19] : [16]);

/** '4242424242424242' → '4242 4242 4242 4242'; Amex '378282246310005' → '3782 822463 10005'. */
export function formatCardNumber(value: string): string {
  const brand = cardBrandOf(digitsOnly(value));
  return groupCardNumber(digitsOnly(value).slice(0, maxDigits(brand)));
}

/**
 * Keeps the expiry as MM/YY whatever way it arrives, typed or pasted: '1' → '1', '4' → '04', '123' → '12/3',
 * '1234', '12/34', '12 / 34' (as Stripe shows it), '12-34' → '12/34'; a four-digit year ('12/2034',
 * '122034') keeps its last two digits. Typing a slash after one digit pads it ('1/' → '01/').
 */
export function formatExpiry(value: string): string {
  const trimmed = value.trim();
  const separated = /^(\d{1,2})\s*[/\-.]\s*(\d*)/.exec(trimmed);
  if (separated) {
    const [, month = '', year = ''] = separated;
    return `${month.padStart(2, '0')}/${shortYear(year)}`;
  }
  let digits = digitsOnly(trimmed);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length === 6 && digits.slice(2, 4) === '20') return `${digits.slice(0, 2)}/${digits.slice(4)}`;
  digits = digits.slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** '2034' → '34' (a pasted four-digit year); otherwise the first two digits typed. */
const shortYear = (year: string) => (year.length === 4 && year.startsWith('20') ? year.slice(2) : year.slice(0, 2));

export type ExpiryParts = { month: number; year: number };

/** 'MM/YY' → { month, year: 20YY }, or null while it is not a complete date. */
export function parseExpiry(value: string): ExpiryParts | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export type CardValues = { number: string; expiry: string; cvc: string };
export type CardErrors = { number: string | null; expiry: string | null; cvc: string | null };

export function numberError(number: string): string | null {
  const digits = digitsOnly(number);
  const brand = cardBrandOf(digits);
  if (digits.length === 0 || digits.length < Math.min(...expectedDigits(brand))) return CARD_TEXT.numberIncomplete;
  if (!expectedDigits(brand).includes(digits.length) || !luhnValid(digits)) return errorMessageFor('card_number_invalid');
  return null;
}

export function expiryError(expiry: string, now: Date = new Date()): string | null {
  const parts = parseExpiry(expiry);
  if (!parts) return CARD_TEXT.expiryIncomplete;
  if (parts.month < 1 || parts.month > 12) return CARD_TEXT.expiryInvalid;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (parts.year < thisYear || (parts.year === thisYear && parts.month < thisMonth)) return errorMessageFor('card_expired');
  return null;
}

export function cvcError(cvc: string, number: string): string | null {
  const digits = digitsOnly(cvc);
  const brand = cardBrandOf(digitsOnly(number));
  if (digits.length < cvcLength(brand)) return CARD_TEXT.cvcIncomplete;
  if (digits.length > cvcLength(brand)) return errorMessageFor('card_cvc_incorrect');
  return null;
}

export function validateCard(values: CardValues, now: Date = new Date()): CardErrors {
  return {
    number: numberError(values.number),
    expiry: expiryError(values.expiry, now),
    cvc: cvcError(values.cvc, values.number),
  };
}

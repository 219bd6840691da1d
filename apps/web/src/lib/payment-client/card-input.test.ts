import { PAYMENT_TEXT, TEST_CARDS } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { CARD_TEXT, formatCardNumber, formatExpiry, numberError, parseExpiry, validateCard } from './card-input';
import { sandboxCardState } from './sandbox-card-field';

const now = new Date(2026, 4, 15);

describe('card input helpers', () => {
  it('groups card numbers as they are printed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
  });

  it('formats the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('122899')).toBe('12/28');
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('12/2')).toBeNull();
  });

  it('reads the expiry in every way people write it (issue 12.3)', () => {
    for (const written of ['12/34', '12 / 34', '1234', ' 12 / 34 ', '12-34', '12/2034', '12 / 2034', '122034']) {
      expect(formatExpiry(written), written).toBe('12/34');
    }
    expect(formatExpiry('1 / 34')).toBe('01/34');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('12 /')).toBe('12/');
  });

  it("accepts every card of the sandbox's catalogue, typed as it is printed", () => {
    for (const number of Object.keys(TEST_CARDS)) expect(numberError(formatCardNumber(number)), number).toBeNull();
    expect(numberError('4242 4242 4242 4241')).toBe(PAYMENT_TEXT.invalidNumber);
  });

  it('checks each part as Stripe does', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: CARD_TEXT.numberIncomplete,
      expiry: CARD_TEXT.expiryIncomplete,
      cvc: CARD_TEXT.cvcIncomplete,
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, now)).toEqual({
      number: PAYMENT_TEXT.invalidNumber,
      expiry: CARD_TEXT.expiryInvalid,
      cvc: CARD_TEXT.cvcIncomplete,
    });
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '04/26', cvc: '123' }, now).expiry).toBe(PAYMENT_TEXT.expiredCard);
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, now)).toEqual({
      number: null,
      expiry: null,
      cvc: null,
    });
    expect(validateCard({ number: '3782 822463 10005', expiry: '05/30', cvc: '123' }, now).cvc).toBe(CARD_TEXT.cvcIncomplete);
  });

  it('hands the form a tokenizable card only when complete', () => {
    expect(sandboxCardState({ number: '4242', expiry: '', cvc: '' }, now)).toEqual({
      complete: false,
      error: CARD_TEXT.numberIncomplete,
      input: null,
    });
    expect(sandboxCardState({ number: '4000 0025 0000 3155', expiry: '12/30', cvc: '123' }, now)).toEqual({
      complete: true,
      error: null,
      input: { kind: 'sandbox', number: '4000002500003155', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });
});

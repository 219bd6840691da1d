import { describe, expect, it } from 'vitest';
import { cardBrandOf, cvcLength, groupCardNumber, luhnValid, TEST_CARD_NUMBERS, TEST_CARDS, testCardOf } from './cards';

describe('card rules', () => {
  it('checks the Luhn checksum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('tells the brand from the first digits, and the CVC length from the brand', () => {
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('5555')).toBe('mastercard');
    expect(cardBrandOf('2720')).toBe('mastercard');
    expect(cardBrandOf('2721')).toBe('unknown');
    expect(cardBrandOf('3782')).toBe('amex');
    expect(cardBrandOf('6011')).toBe('discover');
    expect(cardBrandOf('9999')).toBe('unknown');
    expect([cvcLength('amex'), cvcLength('visa'), cvcLength('unknown')]).toEqual([4, 3, 3]);
  });

  it('groups numbers as card fields show them', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('42424')).toBe('4242 4');
  });

  it('has test cards that are valid numbers of the brand they claim', () => {
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      expect(luhnValid(number), number).toBe(true);
      expect(cardBrandOf(number), number).toBe(card.brand);
    }
  });

  it('names test cards that do what their names say', () => {
    expect(testCardOf(TEST_CARD_NUMBERS.success)).toEqual({ brand: 'visa', outcome: 'succeed' });
    expect(testCardOf(TEST_CARD_NUMBERS.mastercard)).toEqual({ brand: 'mastercard', outcome: 'succeed' });
    expect(testCardOf(TEST_CARD_NUMBERS.amex)).toEqual({ brand: 'amex', outcome: 'succeed' });
    expect(testCardOf(TEST_CARD_NUMBERS.declined)?.outcome).toBe('decline');
    expect(testCardOf(TEST_CARD_NUMBERS.insufficientFunds)?.outcome).toBe('insufficient_funds');
    expect(testCardOf(TEST_CARD_NUMBERS.authentication)?.outcome).toBe('authenticate');
  });

  it('finds a test card typed with spaces, and no other card', () => {
    expect(testCardOf('4000 0025 0000 3155')?.outcome).toBe('authenticate');
    expect(testCardOf('4111111111111111')).toBeNull();
  });
});

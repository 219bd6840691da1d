import { i18n, type MessageDescriptor } from '@lingui/core';
import { DIARY_EMOTION_LABELS, DIARY_URGE_LABELS, PAYMENT_TEXT, STRESS_LABELS } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { DIARY_EMOTION_WORDS, DIARY_URGE_WORDS, PAYMENT_WORDS, STRESS_WORDS } from './contract-labels';

const english = (words: Record<string, MessageDescriptor>) => Object.fromEntries(Object.entries(words).map(([key, m]) => [key, i18n._(m)]));

describe('labels of the contracts’ keys', () => {
  it('say in English what the contracts say, for every key', () => {
    expect(english(STRESS_WORDS)).toEqual(STRESS_LABELS);
    expect(english(DIARY_EMOTION_WORDS)).toEqual(DIARY_EMOTION_LABELS);
    expect(english(DIARY_URGE_WORDS)).toEqual(DIARY_URGE_LABELS);
    const payment = english(PAYMENT_WORDS);
    expect(payment).toEqual(Object.fromEntries(Object.keys(payment).map((key) => [key, PAYMENT_TEXT[key as keyof typeof PAYMENT_TEXT]])));
  });
});

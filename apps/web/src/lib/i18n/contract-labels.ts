import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DiaryEmotion, DiaryUrge, PAYMENT_TEXT, StressKey } from '@steady/contracts';

/**
 * The labels @steady/contracts gives the check-in's and the diary card's keys, as catalogue messages:
 * show these (`i18n._(STRESS_WORDS[key])`), not the contracts' English. contract-labels.test.ts keeps the
 * English of both equal.
 */
export const STRESS_WORDS: Record<StressKey, MessageDescriptor> = {
  body_tension: msg`My body feels tense`,
  racing_thoughts: msg`My thoughts are racing`,
  panic: msg`I feel panicky`,
  anger: msg`I feel angry`,
  sadness: msg`I feel sad or low`,
  overwhelm: msg`Everything feels like too much`,
  loneliness: msg`I feel alone`,
  trouble_sleeping: msg`I can't sleep or rest`,
};

export const DIARY_EMOTION_WORDS: Record<DiaryEmotion, MessageDescriptor> = {
  sadness: msg`Sadness`,
  anxiety: msg`Anxiety`,
  anger: msg`Anger`,
  shame: msg`Shame`,
  joy: msg`Joy`,
};

export const DIARY_URGE_WORDS: Record<DiaryUrge, MessageDescriptor> = {
  selfHarm: msg`Urge to harm myself`,
  substances: msg`Urge to use substances`,
  quitAvoid: msg`Urge to quit or avoid`,
};

/** The payment screens' words that @steady/contracts' PAYMENT_TEXT also holds (the server's and tests' English). */
export const PAYMENT_WORDS = {
  noOrderDetails: msg`No order details available.`,
  paymentCancel: msg`Payment cancelled`,
  paymentSuccess: msg`You have made payment successfully`,
  keepSubscription: msg`Keep subscription`,
  cancelSubscription: msg`Cancel Subscription`,
  cancelDialogTitle: msg`Cancel subscription?`,
  cancelAtPeriodEnd: msg`Cancel at period end`,
  enterCardDetails: msg`Enter your card details`,
  methodAdded: msg`Payment method added successfully`,
  methodAddErrorPrefix: msg({ message: 'Error: ', comment: 'before the reason a card could not be added' }),
  editBillingAddress: msg`Edit Billing Address`,
  addNewMethod: msg`Add new method`,
  confirmDeleteMethod: msg`Are you sure you want to delete this payment method?`,
  defaultMethodTitle: msg`Default Method!`,
  canceledLabel: msg`Cancelled`,
  sandboxAuthTitle: msg`Confirm this payment`,
  sandboxAuthText: msg`Your bank asks you to confirm this payment. This is the sandbox: no real bank is involved.`,
} satisfies Partial<Record<keyof typeof PAYMENT_TEXT, MessageDescriptor>>;

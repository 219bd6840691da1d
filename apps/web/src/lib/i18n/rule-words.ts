import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DIARY_NOTE_MAX, PASSWORD_MIN, POSTCODE_MAX, SAFETY_PLAN_LIMITS } from '@steady/contracts';

/**
 * The shared rules in @steady/contracts (zod schemas, postcode rules) word their problems in English, for
 * the server's answers and the forms alike. A form shows them in the person's language through this table,
 * keyed by that English; rule-words.test.ts keeps each entry's English equal to the rule's own.
 * Text with no entry here is shown as it is.
 */
const itemText = SAFETY_PLAN_LIMITS.itemText;
const phone = SAFETY_PLAN_LIMITS.phone;
const items = SAFETY_PLAN_LIMITS.items;

export const RULE_WORDS: ReadonlyArray<readonly [english: string, words: MessageDescriptor]> = [
  // Sign-up, sign-in, reset, profile
  [`Password must be at least ${PASSWORD_MIN} characters`, msg`Password must be at least ${PASSWORD_MIN} characters`],
  ['Password must be at most 200 characters', msg`Password must be at most 200 characters`],
  ['Username must be at least 3 characters', msg`Username must be at least 3 characters`],
  ['Username must be at most 50 characters', msg`Username must be at most 50 characters`],
  ["A username can't contain @", msg`A username can't contain @`],
  ['A username can hold only printable characters', msg`A username can hold only printable characters`],
  ['Email is too long', msg`Email is too long`],
  ['Enter a valid email address', msg`Enter a valid email address`],
  ['First name must be at most 60 characters', msg`First name must be at most 60 characters`],
  ['Reset token is required', msg`Reset token is required`],
  ['Email is required', msg`Email is required`],
  ['Password is required', msg`Password is required`],
  ['Captcha is required', msg`Captcha is required`],
  ['Enter your current password to set a new one', msg`Enter your current password to set a new one`],
  ['Enter your password to delete your account', msg`Enter your password to delete your account`],
  ['Unknown language', msg`Unknown language`],
  // Addresses
  ['Address is required', msg`Address is required`],
  ['Address must be at most 200 characters', msg`Address must be at most 200 characters`],
  ['City is required', msg`City is required`],
  ['City must be at most 100 characters', msg`City must be at most 100 characters`],
  ['State must be at most 100 characters', msg`State must be at most 100 characters`],
  ['Postcode is required', msg`Postcode is required`],
  [`Postcode must be at most ${POSTCODE_MAX} characters`, msg`Postcode must be at most ${POSTCODE_MAX} characters`],
  ['Country is required', msg`Country is required`],
  ['Country must be at most 100 characters', msg`Country must be at most 100 characters`],
  ['Name is required', msg`Name is required`],
  ['Name must be at most 120 characters', msg`Name must be at most 120 characters`],
  ['Expiry month must be 1–12', msg`Expiry month must be 1–12`],
  ['ZIP code', msg`ZIP code`],
  ['Postcode', msg`Postcode`],
  ['Postal code', msg`Postal code`],
  ['Eircode', msg`Eircode`],
  ['Postcode / ZIP code', msg`Postcode / ZIP code`],
  ['State', msg`State`],
  ['Province', msg`Province`],
  ['State or region', msg`State or region`],
  ['State is required', msg`State is required`],
  ['Province is required', msg`Province is required`],
  ['Enter a US ZIP code, like 12345 or 12345-6789.', msg`Enter a US ZIP code, like 12345 or 12345-6789.`],
  ['Enter a UK postcode, like SW1A 2AA.', msg`Enter a UK postcode, like SW1A 2AA.`],
  ['Enter a Canadian postal code, like K1A 0B1.', msg`Enter a Canadian postal code, like K1A 0B1.`],
  ['Enter an Australian postcode (4 digits), like 2000.', msg`Enter an Australian postcode (4 digits), like 2000.`],
  ['Enter an Eircode, like D02 X285.', msg`Enter an Eircode, like D02 X285.`],
  [
    `Enter a postcode of 2 to ${POSTCODE_MAX} letters, digits, spaces or hyphens.`,
    msg`Enter a postcode of 2 to ${POSTCODE_MAX} letters, digits, spaces or hyphens.`,
  ],
  // Chain analysis, check-in
  ['Choose at least one trigger', msg`Choose at least one trigger`],
  ['Choose at least one emotion', msg`Choose at least one emotion`],
  ['Choose at least one thought', msg`Choose at least one thought`],
  ['Choose at least one thing that fits how you feel', msg`Choose at least one thing that fits how you feel`],
  // Safety plan
  ['Write something or remove this item', msg`Write something or remove this item`],
  [`Keep each item under ${itemText} characters`, msg`Keep each item under ${itemText} characters`],
  [`Keep phone numbers under ${phone} characters`, msg`Keep phone numbers under ${phone} characters`],
  ['A phone number may hold digits, spaces, + ( ) - . and /', msg`A phone number may hold digits, spaces, + ( ) - . and /`],
  [`A section can hold up to ${items} items`, msg`A section can hold up to ${items} items`],
  ['The picture could not be read', msg`The picture could not be read`],
  ['The picture is too large (at most 150 KB)', msg`The picture is too large (at most 150 KB)`],
  // Diary
  ['A rating is a whole number from 0 to 5', msg`A rating is a whole number from 0 to 5`],
  ['A rating is from 0 to 5', msg`A rating is from 0 to 5`],
  ['A date looks like 2026-11-24', msg`A date looks like 2026-11-24`],
  ['That date does not exist', msg`That date does not exist`],
  ['Pick up to 40 skills', msg`Pick up to 40 skills`],
  [`Keep the note under ${DIARY_NOTE_MAX} characters`, msg`Keep the note under ${DIARY_NOTE_MAX} characters`],
];

const byEnglish = new Map(RULE_WORDS);

/** A shared rule's English words in the person's language (unknown text is shown as it is). */
export function ruleWords(english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  const words = byEnglish.get(english);
  return words ? i18n._(words) : english;
}

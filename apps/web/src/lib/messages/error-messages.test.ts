import { i18n } from '@lingui/core';
import { ERROR_CODE_LIST, errorText } from '@steady/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessageFor, SERVER_WORDS_FIRST, STATUS_MESSAGES } from './all-error-messages';
import { GENERIC_MESSAGE, SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from './error-messages';
import { loadErrorWords, messageForError } from './message-for-error';

/** Codes whose words here differ from the server's on purpose: general answers and outages, in plainer words. */
const OWN_WORDS = new Set<string>([...SERVER_WORDS_FIRST, 'internal_error', 'not_implemented', 'service_unavailable', 'payment_provider_unavailable']);

/** The English of a catalogue message, as written in the code. */
const english = (descriptor: { message?: string | undefined }) => descriptor.message;

describe('error messages', () => {
  afterEach(() => i18n.activate('en'));

  it('has words for every code the server can answer with, and no others', () => {
    expect(ERROR_CODE_LIST.length).toBeGreaterThan(50);
    for (const code of ERROR_CODE_LIST) expect(english(ERROR_MESSAGES[code])?.trim(), code).toBeTruthy();
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODE_LIST].sort());
  });

  it("stands in the server's words until the words have loaded", async () => {
    // This test runs first in the file: nothing has loaded the words yet.
    expect(messageForError({ status: 403, code: 'premium_required', serverMessage: 'Forbidden' })).toBe('Forbidden');
    expect(messageForError({ status: 404 })).toBe(english(GENERIC_MESSAGE));
    await loadErrorWords();
    expect(messageForError({ status: 403, code: 'premium_required', serverMessage: 'Forbidden' })).toBe('This skill is part of Steady Premium.');
  });

  it("reads as the server's message for each code, but for the general answers and outages", () => {
    for (const code of ERROR_CODE_LIST.filter((c) => !OWN_WORDS.has(c))) expect(english(ERROR_MESSAGES[code]), code).toBe(errorText(code));
  });

  it('reads, once put into words, exactly as written: no message is bent by the message syntax', () => {
    const all = [...Object.values(ERROR_MESSAGES), ...Object.values(STATUS_MESSAGES), GENERIC_MESSAGE, SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE];
    for (const descriptor of all) expect(i18n._(descriptor)).toBe(english(descriptor));
  });

  it('turns a known code into its words, whatever the server wrote', () => {
    expect(messageForError({ status: 403, code: 'premium_required', serverMessage: 'Forbidden' })).toBe('This skill is part of Steady Premium.');
    expect(messageForError({ status: 400, code: 'captcha_mismatch' })).toBe('Captcha Does Not Match');
    expect(errorMessageFor('default_method_not_deletable')).toBe("You can't delete this method as this is your default payment method.");
  });

  it('names a card refusal by its decline code when that is a code too', () => {
    const details = { code: 'card_declined', decline_code: 'insufficient_funds' };
    expect(messageForError({ status: 402, code: 'card_declined', serverMessage: 'Declined', details })).toBe('Your card has insufficient funds.');
    expect(messageForError({ status: 402, code: 'card_declined', details: { decline_code: 'generic_decline' } })).toBe('Your card was declined.');
  });

  it("keeps the server's own words for the general codes and for codes it does not know", () => {
    const field = 'password: Password must be at least 8 characters';
    expect(messageForError({ status: 400, code: 'invalid_input', serverMessage: field })).toBe(field);
    expect(messageForError({ status: 400, code: 'invalid_input' })).toBe(english(ERROR_MESSAGES.invalid_input));
    expect(messageForError({ status: 402, code: 'do_not_honor', serverMessage: 'Your card was declined by your bank.' })).toBe(
      'Your card was declined by your bank.',
    );
    expect(messageForError({ status: 418, code: 'something_new' })).toBe(english(GENERIC_MESSAGE));
    expect(messageForError({ status: 404 })).toBe('We could not find what you were looking for.');
  });

  it("in another language, prefers its own words to the server's English where it has some", () => {
    i18n.loadAndActivate({ locale: 'es', messages: { [ERROR_MESSAGES.invalid_input.id]: 'Revisa lo que escribiste e inténtalo de nuevo.' } });
    const field = 'password: Password must be at least 8 characters';
    expect(messageForError({ status: 400, code: 'invalid_input', serverMessage: field })).toBe('Revisa lo que escribiste e inténtalo de nuevo.');
    expect(messageForError({ status: 400, code: 'something_new', serverMessage: field })).toBe('Revisa lo que escribiste e inténtalo de nuevo.');
    // Nothing of ours says more than the server's words: they stand.
    expect(messageForError({ status: 402, code: 'do_not_honor', serverMessage: 'Your card was declined by your bank.' })).toBe(
      'Your card was declined by your bank.',
    );
  });

  it('answers outages by their status', () => {
    expect(messageForError({ status: 503, code: 'service_unavailable', serverMessage: 'The service is briefly unavailable.' })).toBe(
      english(SERVICE_UNAVAILABLE_MESSAGE),
    );
    expect(messageForError({ status: 502, code: 'payment_provider_unavailable' })).toBe(english(SERVICE_UNAVAILABLE_MESSAGE));
    expect(messageForError({ status: 500, serverMessage: 'Internal Server Error' })).toBe(english(SERVER_ERROR_MESSAGE));
  });
});

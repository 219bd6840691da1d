import { dictionary } from '@zxcvbn-ts/language-common';
import { fail } from '../http';

/*
 * Passwords that are among the first any attacker tries ('password', '12345678', 'qwertyuiop') are refused
 * wherever a password is chosen: sign-up, the reset link and the profile. The list is zxcvbn-ts's common
 * passwords (@zxcvbn-ts/language-common, MIT), most frequent first; its first COMMON_PASSWORD_COUNT are
 * enough to stop the guesses that come first without refusing what people choose with care. Compared
 * without case: 'Password' is guessed as soon as 'password' is. Server-only: the web app's forms show
 * this refusal by its code rather than carry the list.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;

// Built at the first check: most starts of the CMS never see a password chosen.
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase())));

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

/** Throws `password_too_common` (400, on the `password` field) for a password on the list. */
export const refuseCommonPassword = (password: string | undefined): void => {
  if (password !== undefined && isCommonPassword(password)) throw fail('password_too_common', { path: 'password' });
};

import type { Account, LocaleCode } from '@steady/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '../account';
import { api } from '../api-client';
import { getToken } from '../auth-token';
import { activateLocale } from './activate-locale';
import { rememberLocale, storedLocale } from './locale-choice';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

const isShipped = (locale: Locale): locale is LocaleCode => locale !== 'pseudo';

/** Set while a choice made on this device has not reached the account yet (made offline, or signed out). */
const UNSAVED_KEY = 'steady.locale.unsaved';
const flag = (on: boolean) => {
  try {
    if (on) localStorage.setItem(UNSAVED_KEY, '1');
    else localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // Storage blocked: the account keeps what it had.
  }
};
const isUnsaved = () => {
  try {
    return localStorage.getItem(UNSAVED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Keeps a signed-in person's choice on their account, for their other devices and their emails. */
async function saveToAccount(locale: Locale) {
  if (!isShipped(locale) || getToken() === null) return;
  try {
    await api.put('/account/profile', { locale });
    flag(false);
  } catch {
    // Offline or refused: the device keeps the choice and sends it when the account is next read.
  }
}

/**
 * The person chose a language (Settings, the first screen): it applies at once, without a reload, and is
 * kept on this device and, when signed in, on their account. Rejects, changing nothing, when the
 * language's words cannot be downloaded (offline before they were ever loaded).
 */
export async function chooseLocale(locale: Locale) {
  await activateLocale(locale);
  rememberLocale(locale);
  flag(true);
  await saveToAccount(locale);
}

/**
 * Each time the account is read: a choice made on this device that the account has not got yet is sent
 * to it; otherwise the account's language applies here too (the person chose it, perhaps on another
 * device), and an account with none takes this device's choice. Returns the unsubscribe function.
 */
export function followAccountLocale(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== accountQueryKey[0] || event.query.queryKey.length !== accountQueryKey.length) return;
    const account = event.query.state.data as Account | undefined;
    if (!account) return;
    const onDevice = storedLocale();
    if (onDevice && isUnsaved()) {
      if (account.locale !== onDevice) void saveToAccount(onDevice);
      else flag(false);
    } else if (account.locale && isLocale(account.locale) && account.locale !== onDevice) {
      rememberLocale(account.locale);
      void activateLocale(account.locale).catch(() => undefined);
    } else if (!account.locale && onDevice && onDevice !== DEFAULT_LOCALE) {
      void saveToAccount(onDevice);
    }
  });
}

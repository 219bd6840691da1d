import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from '@/lib/auth-token';
import { LOCK_RECORD_KEY, readLockRecord } from '@/lib/device-lock/lock-record';
import { isLocked } from '@/lib/device-lock/sealed-storage';
import { forgetPersonOnSignOut } from '@/lib/offline-cache';
import { clearOutbox, pendingWrites, queueWrite } from '@/lib/offline-outbox';
import { closeVault, MAX_WRONG_PINS, removeLock, setUpLock, unlockWithPin, wipeDevice } from './vault';

// Few iterations: the construction is what is tested here, not PBKDF2's cost.
const ITERATIONS = 1_000;
const PHRASE = 'the bench by the river';

/** Everything both storages hold, as anyone reading the device would see it. */
const stored = () =>
  [localStorage, sessionStorage]
    .flatMap((store) => Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i)!)}`))
    .join('\n');

/** What a reload does to the page's memory: the vault closes; the storage stays. */
const reload = () => closeVault();

afterEach(async () => {
  await wipeDevice();
  clearOutbox();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the app lock on the device', () => {
  it('keeps the token and the unsent writes only sealed, and gives them back with the PIN', async () => {
    setToken('jwt-of-this-person', { remember: true });
    queueWrite({ method: 'PUT', path: '/account/safety-plan', body: { note: PHRASE }, key: 'safety-plan' });

    await setUpLock('2468', { delayMinutes: 5, planOnLockScreen: false }, ITERATIONS);
    // Still open in this page: nothing changed for the person.
    expect(getToken()).toBe('jwt-of-this-person');
    await expect.poll(stored).toContain('steady.sealed.steady.outbox');
    expect(stored()).not.toContain(PHRASE);
    expect(stored()).not.toContain('jwt-of-this-person');

    reload();
    expect(isLocked()).toBe(true);
    expect(getToken()).toBeNull();
    expect(pendingWrites()).toEqual([]);

    expect(await unlockWithPin('2468')).toEqual({ outcome: 'unlocked' });
    expect(getToken()).toBe('jwt-of-this-person');
    expect(pendingWrites()[0]?.body).toEqual({ note: PHRASE });
  });

  it('does not forget the person while locked, only when they sign out', async () => {
    setToken('jwt', { remember: true });
    queueWrite({ method: 'PUT', path: '/account/diary/2026-11-28', body: { note: PHRASE }, key: 'diary' });
    await setUpLock('1357', { delayMinutes: 1, planOnLockScreen: false }, ITERATIONS);
    reload();
    const stop = forgetPersonOnSignOut();
    await unlockWithPin('1357');
    expect(pendingWrites()).toHaveLength(1);

    clearToken({ byUser: true });
    expect(pendingWrites()).toEqual([]);
    stop();
  });

  it('counts wrong PINs across reloads and removes the device copy at the last one', async () => {
    setToken('jwt', { remember: false });
    await setUpLock('9753', { delayMinutes: 15, planOnLockScreen: false }, ITERATIONS);
    for (let tried = 1; tried < MAX_WRONG_PINS; tried++) {
      reload();
      expect(await unlockWithPin('0000')).toEqual({ outcome: 'wrong', triesLeft: MAX_WRONG_PINS - tried });
      expect(readLockRecord()?.failures).toBe(tried);
    }
    expect(await unlockWithPin('0000')).toEqual({ outcome: 'wiped' });
    expect(localStorage.getItem(LOCK_RECORD_KEY)).toBeNull();
    expect(stored()).not.toContain('steady.sealed');
    expect(isLocked()).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('forgives wrong tries once the right PIN is given', async () => {
    await setUpLock('2468', { delayMinutes: 5, planOnLockScreen: false }, ITERATIONS);
    reload();
    await unlockWithPin('1111');
    await unlockWithPin('2468');
    expect(readLockRecord()?.failures).toBe(0);
  });

  it('turns off only with the PIN, and then keeps things as before the lock', async () => {
    setToken('jwt-kept', { remember: true });
    await setUpLock('2468', { delayMinutes: 5, planOnLockScreen: false }, ITERATIONS);
    expect(await removeLock('1111')).toBe(false);
    expect(readLockRecord()).not.toBeNull();

    expect(await removeLock('2468')).toBe(true);
    expect(readLockRecord()).toBeNull();
    expect(localStorage.getItem('steady.jwt')).toBe('jwt-kept');
    expect(stored()).not.toContain('steady.sealed');
  });

  it('refuses a PIN that is not 4 to 8 digits', async () => {
    for (const pin of ['123', '123456789', 'abcd', '12 34'])
      await expect(setUpLock(pin, { delayMinutes: 5, planOnLockScreen: false }, ITERATIONS)).rejects.toThrow();
    expect(readLockRecord()).toBeNull();
  });
});

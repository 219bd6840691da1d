import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { lockIsSet, readLockRecord, removeLockRecord, writeLockRecord, type LockDelay, type LockRecord } from '@/lib/device-lock/lock-record';
import { installVault, type OpenVault, type StorageKind } from '@/lib/device-lock/sealed-storage';
import { forgetKeptSafetyPlan } from '@/lib/kept-safety-plan';
import { clearAccountCache } from '@/lib/offline-cache';
import { OUTBOX_STORAGE_KEY } from '@/lib/offline-outbox';
import { fromBase64, keyFromPin, newDataKey, openText, PIN_ITERATIONS, randomBytes, sealText, toBase64, unwrapDataKey, wrapDataKey } from './lock-crypto';
import { handDataKeyToWorker, markAccountCacheSealed } from './worker-key';

/*
 * Setting, opening and removing the app lock (docs/decisions/024-app-lock.md). What the device keeps about
 * the person lives, while a lock is set, under `steady.sealed.<key>` in the storage it would otherwise be
 * in, sealed with the data key; the worker's copies of their answers are sealed with the same key.
 */

const SEALED_PREFIX = 'steady.sealed.';
/** The plain keys a lock seals: the sign-in token and the unsent writes. */
const SEALED_KEYS = [TOKEN_STORAGE_KEY, OUTBOX_STORAGE_KEY];
const KINDS: StorageKind[] = ['local', 'session'];

/** Wrong PINs in a row before the device's copy is removed. */
export const MAX_WRONG_PINS = 5;
export const PIN_PATTERN = /^\d{4,8}$/;

const storageOf = (kind: StorageKind) => (kind === 'local' ? window.localStorage : window.sessionStorage);

/** The open vault: plain values in memory, each change sealed in order. */
class SealingVault implements OpenVault {
  private readonly values = new Map<string, string>();
  private writing: Promise<void> = Promise.resolve();

  constructor(readonly dataKey: CryptoKey) {}

  read(kind: StorageKind, key: string): string | null {
    return this.values.get(`${kind}:${key}`) ?? null;
  }

  write(kind: StorageKind, key: string, value: string | null): void {
    const id = `${kind}:${key}`;
    if (value === null) this.values.delete(id);
    else this.values.set(id, value);
    const name = SEALED_PREFIX + key;
    this.writing = this.writing
      .then(async () => {
        if (value === null) storageOf(kind).removeItem(name);
        else storageOf(kind).setItem(name, await sealText(this.dataKey, value, name));
      })
      // Storage full or blocked: the value stays in memory for this page, as unsealed storage would.
      .catch(() => undefined);
  }

  /** Resolves once every change so far is sealed in storage. */
  settled(): Promise<void> {
    return this.writing;
  }

  /** Reads every sealed value this device holds; one that does not open (damaged) is dropped. */
  async load(): Promise<void> {
    for (const kind of KINDS) {
      const store = storageOf(kind);
      const names = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((name): name is string => !!name?.startsWith(SEALED_PREFIX));
      for (const name of names) {
        const sealed = store.getItem(name);
        if (sealed === null) continue;
        try {
          this.values.set(`${kind}:${name.slice(SEALED_PREFIX.length)}`, await openText(this.dataKey, sealed, name));
        } catch {
          store.removeItem(name);
        }
      }
    }
  }

  entries(): Array<[StorageKind, string, string]> {
    return Array.from(this.values, ([id, value]) => {
      const [kind, ...key] = id.split(':');
      return [kind as StorageKind, key.join(':'), value];
    });
  }
}

let openVault: SealingVault | null = null;

/** Opens with the data key (from the PIN or a passkey); wrong tries so far are forgiven. */
export async function openWithDataKey(dataKey: CryptoKey): Promise<void> {
  const record = readLockRecord();
  if (record && record.failures > 0) writeLockRecord({ ...record, failures: 0 });
  const vault = new SealingVault(dataKey);
  await vault.load();
  openVault = vault;
  installVault(vault);
  handDataKeyToWorker(dataKey);
}

function removeSealed(): void {
  for (const kind of KINDS) {
    const store = storageOf(kind);
    for (const name of Array.from({ length: store.length }, (_, i) => store.key(i))) if (name?.startsWith(SEALED_PREFIX)) store.removeItem(name);
  }
}

export type LockChoices = { delayMinutes: LockDelay; planOnLockScreen: boolean };

/**
 * Sets a lock with this PIN: a new data key, wrapped by the PIN; what the device keeps moves under seal,
 * and the worker's plain copies of the person's answers go (it keeps sealed ones from now on).
 */
export async function setUpLock(pin: string, choices: LockChoices, iterations = PIN_ITERATIONS): Promise<void> {
  if (!PIN_PATTERN.test(pin)) throw new Error('A PIN is 4 to 8 digits.');
  const salt = randomBytes(16);
  const dataKey = await newDataKey();
  const record: LockRecord = {
    version: 1,
    salt: toBase64(salt),
    iterations,
    wrappedKey: await wrapDataKey(dataKey, await keyFromPin(pin, salt, iterations)),
    ...choices,
    failures: 0,
  };
  const vault = new SealingVault(await unwrapDataKey(record.wrappedKey, await keyFromPin(pin, salt, iterations)));
  for (const kind of KINDS)
    for (const key of SEALED_KEYS) {
      const plain = storageOf(kind).getItem(key);
      if (plain !== null) vault.write(kind, key, plain);
    }
  await vault.settled();
  await markAccountCacheSealed();
  await clearAccountCache();
  writeLockRecord(record);
  for (const kind of KINDS) for (const key of SEALED_KEYS) storageOf(kind).removeItem(key);
  openVault = vault;
  installVault(vault);
  handDataKeyToWorker(vault.dataKey);
}

export type UnlockResult = { outcome: 'unlocked' } | { outcome: 'wrong'; triesLeft: number } | { outcome: 'wiped' } | { outcome: 'no-lock' };

/** Tries this PIN; after MAX_WRONG_PINS wrong ones in a row the device's copy is removed. */
export async function unlockWithPin(pin: string): Promise<UnlockResult> {
  const record = readLockRecord();
  if (!record) return { outcome: 'no-lock' };
  let dataKey: CryptoKey;
  try {
    dataKey = await unwrapDataKey(record.wrappedKey, await keyFromPin(pin, fromBase64(record.salt), record.iterations));
  } catch {
    // Read again: another tab may have counted a try meanwhile.
    const failures = (readLockRecord()?.failures ?? record.failures) + 1;
    if (failures >= MAX_WRONG_PINS) {
      await wipeDevice();
      return { outcome: 'wiped' };
    }
    writeLockRecord({ ...record, failures });
    return { outcome: 'wrong', triesLeft: MAX_WRONG_PINS - failures };
  }
  await openWithDataKey(dataKey);
  return { outcome: 'unlocked' };
}

/** The data key this PIN unwraps, extractable (to wrap it again), or null for a wrong PIN. */
export async function dataKeyForRewrap(pin: string): Promise<CryptoKey | null> {
  const record = readLockRecord();
  if (!record) return null;
  try {
    return await unwrapDataKey(record.wrappedKey, await keyFromPin(pin, fromBase64(record.salt), record.iterations), { extractable: true });
  } catch {
    return null;
  }
}

export function changeLockChoices(choices: Partial<LockChoices>): void {
  const record = readLockRecord();
  if (!record) return;
  writeLockRecord({ ...record, ...choices });
  if (choices.planOnLockScreen === false) forgetKeptSafetyPlan('lock-screen');
  // Same vault: told again so that what shows the choices reads them anew.
  installVault(openVault);
}

/** Removes the lock, with the PIN: what it sealed is stored plainly again, as before the lock. */
export async function removeLock(pin: string): Promise<boolean> {
  if (!openVault || (await dataKeyForRewrap(pin)) === null) return false;
  await openVault.settled();
  const entries = openVault.entries();
  removeSealed();
  removeLockRecord();
  await markAccountCacheSealed(false);
  await clearAccountCache();
  for (const [kind, key, value] of entries) storageOf(kind).setItem(key, value);
  forgetKeptSafetyPlan('lock-screen');
  openVault = null;
  handDataKeyToWorker(null);
  installVault(null);
  return true;
}

/**
 * Removes everything this device keeps about the person, sealed or not, and the lock: after too many
 * wrong PINs, a forgotten PIN, or signing out. Their account and its data on the server stay; signing in
 * again brings them back.
 */
export async function wipeDevice(): Promise<void> {
  removeSealed();
  removeLockRecord();
  for (const kind of KINDS) for (const key of SEALED_KEYS) storageOf(kind).removeItem(key);
  forgetKeptSafetyPlan('lock-screen');
  await clearAccountCache();
  await markAccountCacheSealed(false);
  closeVault();
}

/** Closes the vault and reloads: nothing read while unlocked stays in this page's memory. */
export function lockNow(): void {
  if (!lockIsSet()) return;
  closeVault();
  document.documentElement.setAttribute('data-locked', '');
  window.location.reload();
}

/** Forgets the data key in this page and the worker (the quick exit, just before the page is replaced). */
export function closeVault(): void {
  openVault = null;
  handDataKeyToWorker(null);
  installVault(null);
}

export const vaultIsOpen = () => openVault !== null;

import { readLockRecord, writeLockRecord } from '@/lib/device-lock/lock-record';
import { fromBase64, keyFromSecret, randomBytes, toBase64, unwrapDataKey, wrapDataKey } from './lock-crypto';
import { dataKeyForRewrap, openWithDataKey } from './vault';

/*
 * Unlocking with the device's own passkey (fingerprint, face, screen lock), beside the PIN
 * (docs/decisions/024-app-lock.md). WebAuthn's PRF extension gives 32 secret bytes that only this
 * passkey, after the device has checked its person, can give again; they wrap the same data key the PIN
 * wraps. Nothing reaches a server: the passkey only releases a key on this device. Where the browser or
 * the device has no PRF, no passkey is offered.
 */

type PrfResults = { enabled?: boolean; results?: { first?: BufferSource } };

const prfOf = (credential: Credential | null): PrfResults | undefined =>
  (credential as PublicKeyCredential | null)?.getClientExtensionResults().prf as PrfResults | undefined;

const toBase64Url = (bytes: ArrayBuffer) => toBase64(new Uint8Array(bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => fromBase64(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));

/** Whether this device has a passkey that checks its person (a platform authenticator). */
export async function passkeysPossible(): Promise<boolean> {
  try {
    return typeof PublicKeyCredential !== 'undefined' && (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable());
  } catch {
    return false;
  }
}

/** The PRF secret this passkey gives for `salt`, or null (cancelled, not this passkey, no PRF). */
async function prfSecret(credentialId: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>): Promise<BufferSource | null> {
  try {
    const assertion = await navigator.credentials.get({
      publicKey: {
        challenge: randomBytes(32),
        allowCredentials: [{ type: 'public-key', id: credentialId }],
        userVerification: 'required',
        extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
      },
    });
    return prfOf(assertion)?.results?.first ?? null;
  } catch {
    return null;
  }
}

export type AddPasskeyResult = 'added' | 'wrong-pin' | 'unsupported' | 'cancelled';

/** Adds this device's passkey as a second way to unlock; the PIN proves it is the person's lock. */
export async function addPasskey(pin: string): Promise<AddPasskeyResult> {
  const dataKey = await dataKeyForRewrap(pin);
  if (!dataKey) return 'wrong-pin';
  const prfSalt = randomBytes(32);
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.create({
      publicKey: {
        rp: { name: location.hostname },
        user: { id: randomBytes(16), name: 'app lock', displayName: 'app lock' },
        challenge: randomBytes(32),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required', residentKey: 'discouraged' },
        extensions: { prf: { eval: { first: prfSalt } } } as AuthenticationExtensionsClientInputs,
      },
    });
  } catch (error) {
    // The person closed the device's prompt; anything else means this device or address cannot do it.
    return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError') ? 'cancelled' : 'unsupported';
  }
  const created = prfOf(credential);
  if (!credential || !created?.enabled) return 'unsupported';
  const credentialId = new Uint8Array((credential as PublicKeyCredential).rawId);
  // Some authenticators give the secret only when asked with an existing credential.
  const secret = created.results?.first ?? (await prfSecret(credentialId, prfSalt));
  if (!secret) return 'unsupported';
  const record = readLockRecord();
  if (!record) return 'cancelled';
  writeLockRecord({
    ...record,
    passkey: {
      credentialId: toBase64Url(credentialId.buffer),
      prfSalt: toBase64(prfSalt),
      wrappedKey: await wrapDataKey(dataKey, await keyFromSecret(secret)),
    },
  });
  return 'added';
}

export function removePasskey(): void {
  const record = readLockRecord();
  if (!record) return;
  const { passkey: _removed, ...rest } = record;
  writeLockRecord(rest);
}

/** 'cancelled': the person closed the device's prompt; 'failed': the passkey gave no key that opens. */
export async function unlockWithPasskey(): Promise<'unlocked' | 'failed' | 'cancelled'> {
  const passkey = readLockRecord()?.passkey;
  if (!passkey) return 'failed';
  const secret = await prfSecret(fromBase64Url(passkey.credentialId), fromBase64(passkey.prfSalt));
  if (!secret) return 'cancelled';
  try {
    await openWithDataKey(await unwrapDataKey(passkey.wrappedKey, await keyFromSecret(secret)));
    return 'unlocked';
  } catch {
    return 'failed';
  }
}

// Token times apart from token-revocation, which sessions also needs: no import cycle between the two.

/**
 * After a password change or reset, every token issued before it stops working, to the millisecond
 * (DESIGN.md security 6). A JWT's own `iat` is in whole seconds, so a token issued in the same second
 * as the change would survive a comparison of seconds: each token also carries `iatMs`.
 * A token issued before this claim existed counts as issued at the start of its second, so one from
 * the second of a change is refused too.
 */
export const issuedAtMs = (payload: { iat?: unknown; iatMs?: unknown }): number =>
  typeof payload.iatMs === 'number' ? payload.iatMs : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;

/** Whether a token issued at `issuedAt` (ms) was issued after the password changed at `changedAt`. */
export const issuedAfterChange = (issuedAt: number, changedAt: Date | string | null | undefined) => !changedAt || issuedAt > new Date(changedAt).getTime();

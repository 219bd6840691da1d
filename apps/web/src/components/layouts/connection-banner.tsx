import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useIsSignedIn } from '@/lib/auth';
import { useKeptSafetyPlan } from '@/lib/kept-safety-plan';
import { dismissRejected, pendingWrites, rejectedWrites, subscribeOutbox } from '@/lib/offline-outbox';
import { useOnline } from '@/lib/online-status';
import { useScreenKeepsWorkOffline } from '@/lib/screen-handle';

// Server snapshots (prerendering): nothing waiting, as on a first visit.
const usePendingCount = () =>
  useSyncExternalStore(
    subscribeOutbox,
    () => pendingWrites().length,
    () => 0,
  );
const useRejected = () => useSyncExternalStore(subscribeOutbox, rejectedWrites, () => []);

/**
 * Says calmly when there is no connection, and only what is true on this screen: where a signed-in
 * person's work waits on this device to be sent (the route's `keepsWorkOffline`, lib/screen-handle),
 * that it does; elsewhere, what still works without a connection.
 */
export function ConnectionBanner() {
  const { t } = useLingui();
  const online = useOnline();
  const signedIn = useIsSignedIn();
  const screenKeepsWork = useScreenKeepsWorkOffline();
  const keptPlan = useKeptSafetyPlan();
  const keepsWork = signedIn && screenKeepsWork;
  // Signed out, the plan works offline only as the copy kept at an offline logout (lib/kept-safety-plan).
  const planWorks = signedIn || keptPlan !== null;
  const pending = usePendingCount();
  const rejected = useRejected();
  const refused = rejected.length;
  // The server's words for each refusal (already in the person's language where we have words for them).
  const reasons = rejected.map((r) => r.message).join(' ');

  return (
    <div className="connection-banner-region" aria-live="polite">
      {!online ? (
        <p className="connection-banner">
          {keepsWork ? (
            <Trans>
              <strong>You're offline.</strong> What you do is saved on this device and will sync when you're back online.
            </Trans>
          ) : planWorks ? (
            <Trans>
              <strong>You're offline.</strong> SOS, your safety plan and breathing still work.
            </Trans>
          ) : (
            <Trans>
              <strong>You're offline.</strong> SOS and breathing still work.
            </Trans>
          )}
          {pending > 0 ? (
            <>
              {' '}
              <Plural value={pending} one="# change waiting." other="# changes waiting." />
            </>
          ) : null}
        </p>
      ) : pending > 0 ? (
        <p className="connection-banner">
          <Trans>
            Saving <Plural value={pending} one="# change" other="# changes" /> made offline…
          </Trans>
        </p>
      ) : null}
      {refused > 0 ? (
        <div className="connection-banner connection-banner--error">
          <p>
            {t({
              message: plural(refused, {
                one: `A change made offline could not be saved: ${reasons}`,
                other: `# changes made offline could not be saved: ${reasons}`,
              }),
              comment: 'reasons: the reasons the server gave, one sentence each',
            })}
          </p>
          <button type="button" className="btn btn--secondary" onClick={dismissRejected}>
            <Trans comment="button: dismiss the notice">OK</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}

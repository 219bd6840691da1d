import { useSyncExternalStore } from 'react';
import { dismissRejected, pendingWrites, rejectedWrites, subscribeOutbox } from '@/lib/offline-outbox';
import { useOnline } from '@/lib/online-status';

// Server snapshots (prerendering): nothing waiting, as on a first visit.
const usePendingCount = () =>
  useSyncExternalStore(
    subscribeOutbox,
    () => pendingWrites().length,
    () => 0,
  );
const useRejected = () => useSyncExternalStore(subscribeOutbox, rejectedWrites, () => []);

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/**
 * Says calmly when there is no connection and what happens to what the person does meanwhile
 * (issue 10): kept on this device and sent when the connection returns.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const pending = usePendingCount();
  const rejected = useRejected();

  return (
    <div className="connection-banner-region" aria-live="polite">
      {!online ? (
        <p className="connection-banner">
          <strong>You're offline.</strong> What you do is saved on this device and will sync when you're back online.
          {pending > 0 ? ` ${changes(pending)} waiting.` : ''}
        </p>
      ) : pending > 0 ? (
        <p className="connection-banner">Saving {changes(pending)} made offline…</p>
      ) : null}
      {rejected.length > 0 ? (
        <div className="connection-banner connection-banner--error">
          <p>
            {rejected.length === 1 ? 'A change made offline could not be saved' : `${rejected.length} changes made offline could not be saved`}:{' '}
            {rejected.map((r) => r.message).join(' ')}
          </p>
          <button type="button" className="btn btn--secondary" onClick={dismissRejected}>
            OK
          </button>
        </div>
      ) : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { currentSubscription, pushSupport, subscribeThisDevice, unsubscribeThisDevice } from '../api/push';

type State = 'checking' | 'off' | 'on' | 'unsupported' | 'denied';

/** 'Allow notifications on this device': Web Push where the browser has it, and a plain word where it does not. */
export function PushOnThisDevice() {
  const { t } = useLingui();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const support = pushSupport();
    if (support !== 'supported') return setState(support);
    let live = true;
    currentSubscription()
      .then((sub) => live && setState(sub ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (work: () => Promise<State>) => {
    setBusy(true);
    setProblem(null);
    try {
      setState(await work());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="reminders-push" aria-live="polite">
      {state === 'unsupported' ? (
        <p className="muted">
          <Trans>This browser cannot show notifications from Steady. Email or your calendar will still remind you.</Trans>
        </p>
      ) : state === 'denied' ? (
        <p className="muted">
          <Trans>Notifications are blocked for Steady in this browser. To allow them, change the site&apos;s settings in your browser, then come back.</Trans>
        </p>
      ) : state === 'on' ? (
        <>
          <p>
            <Trans>Notifications are on for this device.</Trans>
          </p>
          <Button variant="secondary" loading={busy} onClick={() => void run(async () => (await unsubscribeThisDevice(), 'off'))}>
            <Trans>Stop notifications on this device</Trans>
          </Button>
        </>
      ) : state === 'off' ? (
        <Button
          variant="secondary"
          loading={busy}
          loadingLabel={t`Asking your browser…`}
          onClick={() => void run(async () => ((await subscribeThisDevice()) === 'subscribed' ? 'on' : pushSupport() === 'denied' ? 'denied' : 'off'))}
        >
          <Trans>Allow notifications on this device</Trans>
        </Button>
      ) : null}
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

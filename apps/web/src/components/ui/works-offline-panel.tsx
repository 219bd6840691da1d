import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths, sosHref } from '@/config/paths';
import { useIsSignedIn } from '@/lib/auth';
import './works-offline-panel.css';

type WorksOfflinePanelProps = {
  /** One whole sentence saying what could not be loaded, e.g. "We couldn't load your diary." */
  title: string;
  onRetry: () => void;
  retrying?: boolean;
};

/**
 * What a screen shows when neither the server nor this device had its data: a calm word that it needs a
 * connection, and the way to what works without one (help, the person's plan, breathing), never a
 * spinner that waits for nothing. The screen's query is asked again by itself (lib/react-query).
 */
export function WorksOfflinePanel({ title, onRetry, retrying = false }: WorksOfflinePanelProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const here = useLocation().pathname;
  const ways = [
    { href: sosHref(), label: t`SOS: people you can talk to now` },
    ...(signedIn ? [{ href: paths.safetyPlan.getHref(), label: t`My safety plan` }] : []),
    { href: paths.breath.getHref(), label: t`Breathing exercise` },
  ].filter((way) => way.href !== here);
  return (
    <section className="notice offline-panel" role="status" aria-labelledby="offline-panel-title">
      <p className="offline-panel__title" id="offline-panel-title">
        {title}
      </p>
      <p>
        <Trans>This needs a connection. These work without one:</Trans>
      </p>
      <ul className="offline-panel__ways">
        {ways.map((way) => (
          <li key={way.href}>
            <Link to={way.href}>{way.label}</Link>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel={t`Trying again…`}>
        <Trans comment="button: load again what could not be loaded">Try again</Trans>
      </Button>
    </section>
  );
}

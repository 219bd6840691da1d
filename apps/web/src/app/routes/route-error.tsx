import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths, sosHref } from '@/config/paths';
import { CrisisFallback } from '@/features/pages/components/crisis-fallback';
import { useOnline } from '@/lib/online-status';

/**
 * Spec §8: unexpected render errors show 'Unexpected Application Error!'. Plain links, not router
 * links: if the router itself or a stale code chunk is what failed, a full page load recovers.
 * Offline (a screen's code could not be fetched), it says so calmly and keeps crisis help on screen.
 */
export function RouteErrorScreen() {
  const { t } = useLingui();
  const online = useOnline();
  if (!online) return <OfflineScreen />;
  return (
    <section className="screen screen--centred" role="alert" aria-labelledby="route-error-title">
      <DocumentTitle title={t({ message: 'Something went wrong', comment: 'page title of the error screen' })} />
      <h1 id="route-error-title">
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      <p className="lead">
        <Trans>Something went wrong on this screen. It is not your fault.</Trans>
      </p>
      <div className="stack-row">
        <a className="btn btn--primary" href={paths.home.getHref()}>
          <Trans>Go to home</Trans>
        </a>
        <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>
          <Trans comment="button: reloads the page">Try again</Trans>
        </button>
      </div>
    </section>
  );
}

function OfflineScreen() {
  const { t } = useLingui();
  return (
    <section className="screen" aria-labelledby="offline-title">
      <DocumentTitle title={t({ message: "You're offline", comment: 'page title and heading' })} />
      <h1 id="offline-title">
        <Trans comment="page title and heading">You're offline</Trans>
      </h1>
      <p className="lead">
        <Trans>This screen needs a connection the first time. It will open when you're back online.</Trans>
      </p>
      <CrisisFallback />
      <div className="stack-row">
        <a className="btn btn--primary" href={sosHref()}>
          <Trans>Get help now</Trans>
        </a>
        <a className="btn btn--secondary" href={paths.breath.getHref()}>
          <Trans comment="link to the breathing exercise">Breathe</Trans>
        </a>
      </div>
    </section>
  );
}

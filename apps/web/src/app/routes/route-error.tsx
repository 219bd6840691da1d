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
  const online = useOnline();
  if (!online) return <OfflineScreen />;
  return (
    <section className="screen screen--centred" role="alert" aria-labelledby="route-error-title">
      <DocumentTitle title="Something went wrong" />
      <h1 id="route-error-title">Unexpected Application Error!</h1>
      <p className="lead">Something went wrong on this screen. It is not your fault.</p>
      <div className="stack-row">
        <a className="btn btn--primary" href={paths.home.getHref()}>
          Go to home
        </a>
        <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </section>
  );
}

function OfflineScreen() {
  return (
    <section className="screen" aria-labelledby="offline-title">
      <DocumentTitle title="You're offline" />
      <h1 id="offline-title">You're offline</h1>
      <p className="lead">This screen needs a connection the first time. It will open when you're back online.</p>
      <CrisisFallback />
      <div className="stack-row">
        <a className="btn btn--primary" href={sosHref()}>
          Get help now
        </a>
        <a className="btn btn--secondary" href={paths.breath.getHref()}>
          Breathe
        </a>
      </div>
    </section>
  );
}

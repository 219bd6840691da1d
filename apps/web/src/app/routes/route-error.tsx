import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

/**
 * Spec §8: unexpected render errors show 'Unexpected Application Error!'. Plain links, not router
 * links: if the router itself or a stale code chunk is what failed, a full page load recovers.
 */
export function RouteErrorScreen() {
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

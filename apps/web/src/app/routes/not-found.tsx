import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths, sosHref } from '@/config/paths';

/**
 * Any path that is no screen, for everyone (signed in or not): calm words, the way home, and SOS in
 * the page as well as the header, since someone may have followed an old link in a hard moment.
 */
export function NotFoundRoute() {
  return (
    <section className="screen screen--centred" aria-labelledby="not-found-title">
      <DocumentTitle title="Page not found" />
      <h1 id="not-found-title">We can&apos;t find that page</h1>
      <p className="lead">The link may be old, or the address may have a small typo. That&apos;s okay.</p>
      <div className="stack-row">
        <Link className="btn btn--primary" to={paths.home.getHref()}>
          Go to home
        </Link>
        <Link className="btn btn--secondary" to={sosHref()}>
          Need help now? SOS
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <section className="screen screen--centred" aria-labelledby="not-found-title">
      <DocumentTitle title="Page not found" />
      <h1 id="not-found-title">We can&apos;t find that page</h1>
      <p className="lead">The link may be old, or the address may have a small typo. That&apos;s okay.</p>
      <Link className="btn btn--primary" to={paths.home.getHref()}>
        Go to home
      </Link>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths, sosHref } from '@/config/paths';

/**
 * Any path that is no screen, for everyone (signed in or not): calm words, the way home, and SOS in
 * the page as well as the header, since someone may have followed an old link in a hard moment.
 */
export function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <section className="screen screen--centred" aria-labelledby="not-found-title">
      <DocumentTitle title={t({ message: 'Page not found', comment: 'page title' })} />
      <h1 id="not-found-title">
        <Trans>We can&apos;t find that page</Trans>
      </h1>
      <p className="lead">
        <Trans>The link may be old, or the address may have a small typo. That&apos;s okay.</Trans>
      </p>
      <div className="stack-row">
        <Link className="btn btn--primary" to={paths.home.getHref()}>
          <Trans>Go to home</Trans>
        </Link>
        <Link className="btn btn--secondary" to={sosHref()}>
          <Trans comment="link to the crisis help page">Need help now? SOS</Trans>
        </Link>
      </div>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/ui/document-title';
import { ApiDataViewer } from '@/features/api-viewer/components/api-data-viewer';
import '@/features/api-viewer/api-viewer.css';

/** /api-provider (spec §2): a generic viewer of data from our own API. */
export function ApiViewerRoute() {
  const { t } = useLingui();
  return (
    <section className="screen api-viewer" aria-labelledby="api-viewer-title">
      <DocumentTitle title={t`API data`} />
      <h1 id="api-viewer-title">
        <Trans>API data</Trans>
      </h1>
      <p className="muted">
        <Trans>Look at the data Steady’s API returns for a path, shown as formatted JSON.</Trans>
      </p>
      <ApiDataViewer />
    </section>
  );
}

import { DocumentTitle } from '@/components/ui/document-title';
import { ApiDataViewer } from '@/features/api-viewer/components/api-data-viewer';
import '@/features/api-viewer/api-viewer.css';

/** /api-provider (spec §2): a generic viewer of data from our own API. */
export function ApiViewerRoute() {
  return (
    <section className="screen api-viewer" aria-labelledby="api-viewer-title">
      <DocumentTitle title="API data" />
      <h1 id="api-viewer-title">API data</h1>
      <p className="muted">Look at the data Steady’s API returns for a path, shown as formatted JSON.</p>
      <ApiDataViewer />
    </section>
  );
}

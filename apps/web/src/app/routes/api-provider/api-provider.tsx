import { DocumentTitle } from '@/components/ui/document-title';
import { ApiDataViewer } from '@/features/api-provider/components/api-data-viewer';
import '@/features/api-provider/api-provider.css';

/** /api-provider (spec §2): a generic viewer of data from our own API. */
export function ApiProviderRoute() {
  return (
    <section className="screen api-provider" aria-labelledby="api-provider-title">
      <DocumentTitle title="API data" />
      <h1 id="api-provider-title">API data</h1>
      <p className="muted">Look at the data Steady’s API returns for a path, shown as formatted JSON.</p>
      <ApiDataViewer />
    </section>
  );
}

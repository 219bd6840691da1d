import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDownloadExport, type ExportFormat } from '../api/download-export';

/** One download and what became of it: its button, then an error or 'downloaded' under it. */
function Download({ format }: { format: ExportFormat }) {
  const { t } = useLingui();
  const download = useDownloadExport(format);
  const reason = download.isError ? errorMessage(download.error) : null;
  return (
    <div className="settings-data__download">
      <Button variant="secondary" onClick={() => download.mutate()} loading={download.isPending} loadingLabel={t`Preparing your file…`}>
        {format === 'fhir' ? (
          <Trans comment="FHIR is the health-records standard; keep the word">Download for a health record (FHIR)</Trans>
        ) : format === 'csv' ? (
          <Trans comment="CSV is a file type; keep the word">Download as a spreadsheet (CSV)</Trans>
        ) : (
          <Trans>Download my data</Trans>
        )}
      </Button>
      {download.isError ? (
        <p className="alert alert--error settings-data__error" role="alert">
          <Trans comment="{reason} is a sentence of its own">We couldn&apos;t download your data. {reason}</Trans>
        </p>
      ) : null}
      {download.isSuccess ? (
        <p className="settings-data__done" role="status">
          <Trans>Your file has been downloaded.</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** Settings › Your data: everything, as Steady's own JSON; and the measures, in the health-records standard or as a spreadsheet. */
export function DataDownloads() {
  return (
    <>
      <p>
        <Trans>
          Download everything Steady keeps for you as a file (JSON): your profile, favourites, check-ins, ratings, diary, safety plan, subscriptions and orders.
          Card details are never in it.
        </Trans>
      </p>
      <Download format="json" />
      <p>
        <Trans>
          For a clinic&apos;s or health record&apos;s system: your distress ratings, check-ins and diary in the FHIR standard, which many of them can read.
        </Trans>
      </p>
      <Download format="fhir" />
      <p>
        <Trans>To look at in a spreadsheet: your distress ratings, check-ins and diary, one row each.</Trans>
      </p>
      <Download format="csv" />
    </>
  );
}

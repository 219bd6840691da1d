import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useWhatHelps } from '../api/get-what-helps';
import '../distress.css';
import { WhatHelpsTable } from './what-helps-table';

type WhatHelpsReportProps = {
  titles: ReadonlyMap<string, string>;
  /** Shorter words for the printable summary. */
  variant?: 'screen' | 'summary';
};

/** What helps me: loading, error, an empty state that says how it fills up, or the table. */
export function WhatHelpsReport({ titles, variant = 'screen' }: WhatHelpsReportProps) {
  const { t } = useLingui();
  const query = useWhatHelps();

  if (query.isPending) {
    return (
      <p className="muted what-helps-loading" role="status">
        <Spinner /> <Trans>Loading what helps you…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return <LoadError title={t`We couldn't load what helps you.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.skills.length === 0) {
    return variant === 'summary' ? (
      <p className="muted">
        <Trans>No skills rated yet.</Trans>
      </p>
    ) : (
      <div className="notice what-helps-empty">
        <p>
          <Trans>Nothing here yet.</Trans>
        </p>
        <p>
          <Trans>
            Each time you do a skill or the breathing exercise, Steady asks how strong your distress is before and after. Your answers fill this page, so you
            can see which skills help you most. You can always skip the question.
          </Trans>
        </p>
        <Link className="btn btn--primary" to={paths.quickCope.getHref()}>
          <Trans>Try a Quick Cope skill</Trans>
        </Link>
      </div>
    );
  }
  return <WhatHelpsTable entries={query.data.skills} titles={titles} />;
}

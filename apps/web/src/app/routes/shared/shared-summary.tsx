import { Trans, useLingui } from '@lingui/react/macro';
import type { SharedSummary } from '@steady/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
// A therapist's read-only view composes the summary's parts from their features, with no edit controls.
import { DiaryWeekTable } from '@/features/diary/components/diary-week-table';
import '@/features/diary/diary.css';
import { WhatHelpsTable } from '@/features/distress/components/what-helps-table';
import '@/features/distress/distress.css';
import { telHref } from '@/features/safety-plan/utils/plan-draft';
import { useSharedSummary } from '@/features/share-links/api/share-links';
import { SharedPasscodeForm } from '@/features/share-links/components/shared-passcode-form';
import '@/features/share-links/share-links.css';
import { SafetyPlanSummary } from '@/features/summary/components/safety-plan-summary';
import '@/features/summary/summary.css';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/format-date';
import { usePlanTitles } from '../crisis-kit/plan-titles';
import { useSkillTitles } from '../crisis-kit/skill-titles';
import { mondaysIn } from '../crisis-kit/summary-range';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/**
 * /shared/:token: what someone chose to share with their therapist, read-only, with no account. Outside
 * the app's shell (no signed-in navigation); kept out of search engines while it is shown. The server says
 * whether a passcode is needed and whether the link has ended.
 */
export function SharedSummaryRoute() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [passcode, setPasscode] = useState<string | undefined>(undefined);
  const shared = useSharedSummary(token, passcode);
  const code = codeOf(shared.error);

  let body;
  if (shared.isPending) {
    body = (
      <p className="muted" role="status">
        <Spinner /> <Trans>Opening the summary…</Trans>
      </p>
    );
  } else if (shared.isSuccess) {
    body = <SharedSummaryView summary={shared.data} />;
  } else if (code === 'share_link_ended' || code === 'share_link_not_found') {
    body = (
      <div className="notice" role="status">
        <h2>{code === 'share_link_ended' ? <Trans>This link has ended</Trans> : <Trans>This link doesn't work</Trans>}</h2>
        <p>
          <Trans>The person who shared it can make a new link for you if they wish.</Trans>
        </p>
      </div>
    );
  } else if (code === 'share_passcode_required' || code === 'share_passcode_incorrect' || (passcode && code === 'too_many_attempts')) {
    body = (
      <SharedPasscodeForm onSubmit={setPasscode} error={code === 'share_passcode_required' ? undefined : errorMessage(shared.error)} busy={shared.isFetching} />
    );
  } else {
    body = <LoadError title={t`We couldn't open this summary.`} error={shared.error} onRetry={() => void shared.refetch()} retrying={shared.isFetching} />;
  }

  return (
    <main id="main" className="shared-summary summary" tabIndex={-1}>
      <DocumentTitle title={t`A summary shared with you`} />
      {/* React hoists it into <head> while this page is shown. */}
      <meta name="robots" content="noindex, nofollow" />
      <h1>
        <Trans>A summary shared with you</Trans>
      </h1>
      {body}
    </main>
  );
}

function SharedSummaryView({ summary }: { summary: SharedSummary }) {
  const { t } = useLingui();
  const planTitles = usePlanTitles();
  const skillTitles = useSkillTitles();
  const from = formatCalendarDay(summary.from);
  const to = formatCalendarDay(summary.to);
  const diary = summary.diary;
  return (
    <>
      <p className="lead">
        <Trans comment="from and to: the first and last day shared, e.g. 2 Nov 2026">
          From {from} to {to}. Read-only: what the person chose to share, as it is now.
        </Trans>
      </p>
      {diary ? (
        <section className="summary-section" aria-labelledby="shared-diary-title">
          <h2 id="shared-diary-title">
            <Trans>Diary card</Trans>
          </h2>
          {mondaysIn(summary).map((monday) => (
            <div key={monday} className="summary-week">
              <DiaryWeekTable monday={monday} entries={diary} showNotes skillTitles={skillTitles} />
            </div>
          ))}
        </section>
      ) : null}
      {summary.ratings ? (
        <section className="summary-section" aria-labelledby="shared-helps-title">
          <h2 id="shared-helps-title">
            <Trans comment="heading: which skills eased the person’s distress">What helps me</Trans>
          </h2>
          {summary.ratings.skills.length === 0 ? (
            <p className="muted">
              <Trans>No skills rated on these days.</Trans>
            </p>
          ) : (
            <WhatHelpsTable entries={summary.ratings.skills} titles={skillTitles} caption={t`Distress before and after each skill, best first`} />
          )}
        </section>
      ) : null}
      {summary.plan ? (
        <section className="summary-section" aria-labelledby="shared-plan-title">
          <h2 id="shared-plan-title">
            <Trans>Safety plan</Trans>
          </h2>
          <SafetyPlanSummary sections={summary.plan} titles={planTitles} telHref={telHref} />
        </section>
      ) : null}
    </>
  );
}

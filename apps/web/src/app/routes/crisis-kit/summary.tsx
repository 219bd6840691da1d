import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
// The summary composes five features: the diary's weeks, What helps me, the safety plan, the summary's own
// views and the links that share it with a therapist.
import { DiaryWeek } from '@/features/diary/components/diary-week';
import '@/features/diary/diary.css';
import { localDate } from '@/lib/calendar-days';
import { WhatHelpsReport } from '@/features/distress/components/what-helps-report';
import { useSafetyPlan } from '@/features/safety-plan/api/safety-plan';
import { telHref } from '@/features/safety-plan/utils/plan-draft';
import { ShareLinkDialog } from '@/features/share-links/components/share-link-dialog';
import { ShareLinksList } from '@/features/share-links/components/share-links-list';
import { SafetyPlanSummary } from '@/features/summary/components/safety-plan-summary';
import { SummaryRangePicker, type RangeOption } from '@/features/summary/components/summary-range-picker';
import '@/features/summary/summary.css';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatCalendarDay } from '@/lib/format-date';
import { usePlanTitles } from './plan-titles';
import { useSkillTitles } from './skill-titles';
import { customRange, mondaysIn, presetRange, SUMMARY_RANGE_MAX_DAYS, type DayRange, type RangeProblem } from './summary-range';

/** The safety plan part: the same query as the safety-plan screen, so an edit there shows here at once. */
function SummarySafetyPlan() {
  const { t } = useLingui();
  const plan = useSafetyPlan();
  const titles = usePlanTitles();
  if (plan.isPending) {
    return (
      <p className="muted" role="status">
        <Spinner /> <Trans>Loading your safety plan…</Trans>
      </p>
    );
  }
  if (plan.isError) {
    return <LoadError title={t`We couldn't load your safety plan.`} error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />;
  }
  return <SafetyPlanSummary sections={plan.data.sections} titles={titles} telHref={telHref} />;
}

/** The chosen days, and the last good ones while chosen dates are incomplete or wrong. */
function useSummaryRange() {
  const [today] = useState(() => localDate());
  const [choice, setChoice] = useState<RangeOption>('week');
  const [custom, setCustom] = useState<DayRange>(() => presetRange('fourWeeks', today));
  const [lastGood, setLastGood] = useState<DayRange>(() => presetRange('week', today));
  const checked: DayRange | RangeProblem = choice === 'custom' ? customRange(custom.from, custom.to) : presetRange(choice, today);
  const range = typeof checked === 'string' ? lastGood : checked;
  if (typeof checked !== 'string' && (checked.from !== lastGood.from || checked.to !== lastGood.to)) setLastGood(checked);
  return { choice, setChoice, custom, setCustom, range, problem: typeof checked === 'string' ? checked : undefined };
}

/** /summary: a printable page to take to a therapist, for the days chosen; and links to share it. */
export function SummaryRoute() {
  const { t } = useLingui();
  const titles = useSkillTitles();
  const { choice, setChoice, custom, setCustom, range, problem } = useSummaryRange();
  const [sharing, setSharing] = useState(false);
  const from = formatCalendarDay(range.from);
  const to = formatCalendarDay(range.to);
  const maxDays = SUMMARY_RANGE_MAX_DAYS;
  const problemWords: Record<RangeProblem, string> = {
    missing: t`Choose a first and a last day.`,
    reversed: t`The first day must not be after the last day.`,
    tooLong: t`Choose at most ${maxDays} days.`,
  };
  return (
    <section className="screen summary" aria-labelledby="summary-title">
      <DocumentTitle title={t`Summary for my therapist`} />
      <h1 id="summary-title">
        <Trans>Summary for my therapist</Trans>
      </h1>
      {/* Under the title on screen and on paper, so a printed copy says which days it covers. */}
      <p className="summary__range">
        <Trans comment="the days the summary covers, e.g. 2 Nov 2026 to 28 Nov 2026">
          {from} to {to}
        </Trans>
      </p>
      <p className="lead">
        <Trans>Your diary card, what helps you and your safety plan, on one page to print or save as a PDF.</Trans>
      </p>
      <SummaryRangePicker
        choice={choice}
        onChoice={setChoice}
        customFrom={custom.from}
        customTo={custom.to}
        onCustom={(nextFrom, nextTo) => setCustom({ from: nextFrom, to: nextTo })}
        problem={problem ? problemWords[problem] : undefined}
        maxDays={maxDays}
      />
      <div className="summary__actions no-print">
        <Button onClick={() => window.print()}>
          <Trans>Print or save as PDF</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setSharing(true)} disabled={problem !== undefined}>
          <Trans>Share with my therapist</Trans>
        </Button>
        <Link className="btn btn--secondary" to={paths.settings.getHref()}>
          <Trans>Back to Settings</Trans>
        </Link>
      </div>
      <div className="no-print">
        <ShareLinksList />
      </div>
      <ShareLinkDialog open={sharing} onOpenChange={setSharing} from={range.from} to={range.to} />

      <section className="summary-section" aria-labelledby="summary-diary-title">
        <h2 id="summary-diary-title">
          <Trans>Diary card</Trans>
        </h2>
        {mondaysIn(range).map((monday) => (
          <div key={monday} className="summary-week">
            <DiaryWeek monday={monday} showNotes skillTitles={titles} />
          </div>
        ))}
      </section>

      <section className="summary-section" aria-labelledby="summary-helps-title">
        <h2 id="summary-helps-title">
          <Trans comment="heading: which skills eased the person’s distress">What helps me</Trans>
        </h2>
        <WhatHelpsReport titles={titles} variant="summary" />
      </section>

      <section className="summary-section" aria-labelledby="summary-plan-title">
        <h2 id="summary-plan-title">
          <Trans>My safety plan</Trans>
        </h2>
        <SummarySafetyPlan />
      </section>
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
// The summary composes four features: the diary's week, What helps me, the safety plan and the summary's own view of it.
import { DiaryWeek } from '@/features/diary/components/diary-week';
import '@/features/diary/diary.css';
import { addDays, dayMonth, localDate, mondayOf } from '@/features/diary/utils/dates';
import { WhatHelpsReport } from '@/features/distress/components/what-helps-report';
import { useSafetyPlan } from '@/features/safety-plan/api/safety-plan';
import { telHref } from '@/features/safety-plan/utils/plan-draft';
import { SECTION_COPY } from '@/features/safety-plan/utils/section-copy';
import { SafetyPlanSummary } from '@/features/summary/components/safety-plan-summary';
import '@/features/summary/summary.css';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSkillTitles } from './skill-titles';

const PLAN_TITLES = Object.fromEntries(Object.entries(SECTION_COPY).map(([section, copy]) => [section, copy.title])) as Record<
  keyof typeof SECTION_COPY,
  string
>;

/** The safety plan part: the same query as the safety-plan screen, so an edit there shows here at once. */
function SummarySafetyPlan() {
  const plan = useSafetyPlan();
  if (plan.isPending) {
    return (
      <p className="muted" role="status">
        <Spinner /> Loading your safety plan…
      </p>
    );
  }
  if (plan.isError) {
    return <LoadError what="your safety plan" error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />;
  }
  return <SafetyPlanSummary sections={plan.data.sections} titles={PLAN_TITLES} telHref={telHref} />;
}

/** /summary (issue 9): a printable page to take to a therapist: this week's diary, what helps, the safety plan. */
export function SummaryRoute() {
  const titles = useSkillTitles();
  const [monday] = useState(() => mondayOf(localDate()));
  return (
    <section className="screen summary" aria-labelledby="summary-title">
      <DocumentTitle title="Summary for my therapist" />
      <h1 id="summary-title">Summary for my therapist</h1>
      <p className="lead">
        This week ({dayMonth(monday)} to {dayMonth(addDays(monday, 6))}): your diary card, what helps you and your safety plan, on one page to print or save as
        a PDF.
      </p>
      <div className="summary__actions no-print">
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
        <Link className="btn btn--secondary" to={paths.settings.getHref()}>
          Back to Settings
        </Link>
      </div>

      <section className="summary-section" aria-labelledby="summary-diary-title">
        <h2 id="summary-diary-title">This week&apos;s diary card</h2>
        <DiaryWeek monday={monday} showNotes />
      </section>

      <section className="summary-section" aria-labelledby="summary-helps-title">
        <h2 id="summary-helps-title">What helps me</h2>
        <WhatHelpsReport titles={titles} variant="summary" />
      </section>

      <section className="summary-section" aria-labelledby="summary-plan-title">
        <h2 id="summary-plan-title">My safety plan</h2>
        <SummarySafetyPlan />
      </section>
    </section>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from '@steady/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
// The summary composes four features: the diary's week, What helps me, the safety plan and the summary's own view of it.
import { DiaryWeek } from '@/features/diary/components/diary-week';
import '@/features/diary/diary.css';
import { addDays, dayMonth, localDate, mondayOf } from '@/lib/calendar-days';
import { WhatHelpsReport } from '@/features/distress/components/what-helps-report';
import { useSafetyPlan } from '@/features/safety-plan/api/safety-plan';
import { telHref } from '@/features/safety-plan/utils/plan-draft';
import { SECTION_COPY } from '@/features/safety-plan/utils/section-copy';
import { SafetyPlanSummary } from '@/features/summary/components/safety-plan-summary';
import '@/features/summary/summary.css';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSkillTitles } from './skill-titles';

/**
 * Each step's heading as the safety plan names it, in the reader's language. The safety-plan feature
 * owns those words: read at render, whether it keeps them as text or as catalogue messages.
 */
function usePlanTitles(): Record<SafetyPlanSection, string> {
  const { i18n } = useLingui();
  const read = (title: string | MessageDescriptor) => (typeof title === 'string' ? title : i18n._(title));
  return Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, read(SECTION_COPY[section].title)])) as Record<SafetyPlanSection, string>;
}

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

/** /summary (issue 9): a printable page to take to a therapist: this week's diary, what helps, the safety plan. */
export function SummaryRoute() {
  const { t } = useLingui();
  const titles = useSkillTitles();
  const [monday] = useState(() => mondayOf(localDate()));
  const from = dayMonth(monday);
  const to = dayMonth(addDays(monday, 6));
  return (
    <section className="screen summary" aria-labelledby="summary-title">
      <DocumentTitle title={t`Summary for my therapist`} />
      <h1 id="summary-title">
        <Trans>Summary for my therapist</Trans>
      </h1>
      <p className="lead">
        <Trans comment="from and to: the first and last day of this week, e.g. 23 Nov">
          This week ({from} to {to}): your diary card, what helps you and your safety plan, on one page to print or save as a PDF.
        </Trans>
      </p>
      <div className="summary__actions no-print">
        <Button onClick={() => window.print()}>
          <Trans>Print or save as PDF</Trans>
        </Button>
        <Link className="btn btn--secondary" to={paths.settings.getHref()}>
          <Trans>Back to Settings</Trans>
        </Link>
      </div>

      <section className="summary-section" aria-labelledby="summary-diary-title">
        <h2 id="summary-diary-title">
          <Trans>This week&apos;s diary card</Trans>
        </h2>
        <DiaryWeek monday={monday} showNotes />
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

import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
// The summary composes three features: the diary's week, What helps me and the safety plan.
import { DiaryWeek } from '@/features/diary/components/diary-week';
import '@/features/diary/diary.css';
import { addDays, dayMonth, localDate, mondayOf } from '@/features/diary/utils/dates';
import { WhatHelpsReport } from '@/features/distress/components/what-helps-report';
import { SafetyPlanSummary } from '@/features/summary/components/safety-plan-summary';
import '@/features/summary/summary.css';
import { useSkillTitles } from './skill-titles';

/** /summary (issue 9): a printable page to take to a therapist: this week's diary, what helps, the safety plan. */
export function SummaryRoute() {
  const titles = useSkillTitles();
  const [monday] = useState(() => mondayOf(localDate()));
  return (
    <section className="screen summary" aria-labelledby="summary-title">
      <DocumentTitle title="Summary for my therapist" />
      <h1 id="summary-title">Summary for my therapist</h1>
      <p className="lead">
        This week ({dayMonth(monday)} to {dayMonth(addDays(monday, 6))}): your diary card, what helps you and your safety plan,
        on one page to print or save as a PDF.
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
        <SafetyPlanSummary />
      </section>
    </section>
  );
}

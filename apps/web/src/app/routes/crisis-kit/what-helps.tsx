import { DocumentTitle } from '@/components/ui/document-title';
import { WhatHelpsReport } from '@/features/distress/components/what-helps-report';
import { useSkillTitles } from './skill-titles';

/** /what-helps (issue 9): per skill, how often it was used and how distress changed, best first. */
export function WhatHelpsRoute() {
  const titles = useSkillTitles();
  return (
    <section className="screen what-helps" aria-labelledby="what-helps-title">
      <DocumentTitle title="What helps me" />
      <h1 id="what-helps-title">What helps me</h1>
      <p className="lead">How strong your distress was before and after each skill, on average. The skills that helped you most are at the top.</p>
      <WhatHelpsReport titles={titles} />
    </section>
  );
}

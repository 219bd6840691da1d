import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/ui/document-title';
import { WhatHelpsReport } from '@/features/distress/components/what-helps-report';
import { useSkillTitles } from './skill-titles';

/** /what-helps (issue 9): per skill, how often it was used and how distress changed, best first. */
export function WhatHelpsRoute() {
  const { t } = useLingui();
  const titles = useSkillTitles();
  return (
    <section className="screen what-helps" aria-labelledby="what-helps-title">
      <DocumentTitle title={t({ message: 'What helps me', comment: 'page title: which skills eased the person’s distress' })} />
      <h1 id="what-helps-title">
        <Trans comment="heading: which skills eased the person’s distress">What helps me</Trans>
      </h1>
      <p className="lead">
        <Trans>How strong your distress was before and after each skill, on average. The skills that helped you most are at the top.</Trans>
      </p>
      <WhatHelpsReport titles={titles} />
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/ui/document-title';
import { WhatHelpsTable } from '@/features/distress/components/what-helps-table';
import '@/features/distress/distress.css';
import { skillTitle } from '@/features/distress/utils/what-helps';
import { TrendsScreen } from '@/features/trends/components/trends-screen';
import { useSkillTitles } from './skill-titles';

/** /trends: weeks and months of the person's diary, ratings and check-ins, with What helps me's table for the period. */
export function TrendsRoute() {
  const { t } = useLingui();
  const titles = useSkillTitles();
  return (
    <section className="screen trends-screen" aria-labelledby="trends-title">
      <DocumentTitle title={t({ message: 'Trends', comment: 'page title: the person’s diary, ratings and check-ins over weeks and months' })} />
      <h1 id="trends-title">
        <Trans comment="heading: the person’s diary, ratings and check-ins over weeks and months">Trends</Trans>
      </h1>
      <p className="lead">
        <Trans>How your weeks and months went: your diary card, your check-ins and how much skills eased your distress. Only you can see this.</Trans>
      </p>
      <TrendsScreen
        nameSkill={(slug) => skillTitle(slug, titles)}
        whatHelps={(entries) => (
          <WhatHelpsTable entries={entries} titles={titles} caption={t`Your distress before and after each skill in this time, best first`} />
        )}
      />
    </section>
  );
}

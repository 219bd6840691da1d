import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { DiaryScreen } from '@/features/diary/components/diary-screen';
import { useSkills } from '@/features/skills/api/get-skills';

/** /diary (issue 9): the DBT diary card, picking skills from the catalogue. */
export function DiaryRoute() {
  const { t } = useLingui();
  const catalogue = useSkills();
  const skills = useMemo(
    () => (catalogue.data ?? []).map((s) => ({ slug: s.slug, title: s.title })).sort((a, b) => a.title.localeCompare(b.title)),
    [catalogue.data],
  );
  return (
    <section className="screen diary" aria-labelledby="diary-title">
      <DocumentTitle title={t({ message: 'Diary card', comment: 'DBT diary card: a daily record of emotions, urges and skills used' })} />
      <h1 id="diary-title">
        <Trans comment="DBT diary card: a daily record of emotions, urges and skills used">Diary card</Trans>
      </h1>
      <p className="lead">
        <Trans>
          A few minutes each day: how strong your emotions and urges were, and which skills you used. Answer only what you want to; anything you leave stays
          blank.
        </Trans>
      </p>
      <DiaryScreen skills={skills} />
    </section>
  );
}

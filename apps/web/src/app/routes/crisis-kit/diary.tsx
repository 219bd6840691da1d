import { useMemo } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { DiaryScreen } from '@/features/diary/components/diary-screen';
import { useSkills } from '@/features/skills/api/get-skills';

/** /diary (issue 9): the DBT diary card, picking skills from the catalogue. */
export function DiaryRoute() {
  const catalogue = useSkills();
  const skills = useMemo(
    () => (catalogue.data ?? []).map((s) => ({ slug: s.slug, title: s.title })).sort((a, b) => a.title.localeCompare(b.title)),
    [catalogue.data],
  );
  return (
    <section className="screen diary" aria-labelledby="diary-title">
      <DocumentTitle title="Diary card" />
      <h1 id="diary-title">Diary card</h1>
      <p className="lead">
        A few minutes each day: how strong your emotions and urges were, and which skills you used. Answer only what you want to; anything you leave stays
        blank.
      </p>
      <DiaryScreen skills={skills} />
    </section>
  );
}

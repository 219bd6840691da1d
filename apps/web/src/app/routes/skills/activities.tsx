import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { CatalogueGate } from '@/features/skills/components/catalogue-gate';
import { CategoryFilter } from '@/features/skills/components/category-filter';
import { RecommendedLink } from '@/features/skills/components/recommended-link';
import { SkillList } from '@/features/skills/components/skill-list';
import { useSkillCatalogue } from '@/features/skills/hooks/use-skill-catalogue';
import { categoriesOf, skillsInCategory } from '@/features/skills/skill-lists';
import '@/features/skills/skills.css';

const CATEGORY_PARAM = 'category';

/** Spec §2 /Activities: Practice, every skill, with a category filter kept in the address. */
export function ActivitiesRoute() {
  const { t } = useLingui();
  const catalogue = useSkillCatalogue();
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = searchParams.get(CATEGORY_PARAM);
  const navigationType = useNavigationType();
  // The choice shows at once; the address (kept for back and reload) follows in a transition.
  const [requested, setRequested] = useState(inAddress);
  const [lastInAddress, setLastInAddress] = useState(inAddress);
  if (inAddress !== lastInAddress) {
    setLastInAddress(inAddress);
    // Follow the address when it is changed from outside (back, forward, a link), not when it catches up
    // with a choice made here (a replace): an earlier choice arriving late must not undo the latest.
    if (navigationType !== 'REPLACE') setRequested(inAddress);
  }

  const choose = (category: string | null) => {
    setRequested(category);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (category) next.set(CATEGORY_PARAM, category);
        else next.delete(CATEGORY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className="screen skills-screen" aria-labelledby="activities-title">
      <DocumentTitle title={t({ message: 'Practice', comment: 'page title: every skill, to practise' })} />
      <div className="skills-banner">
        <h1 id="activities-title">
          <Trans comment="heading of the screen with every skill, to practise">Practice</Trans>
        </h1>
        <p className="skills-banner__text">
          <Trans>Try working on coping skills now so that you can easily apply them when you&apos;re in distress</Trans>
        </p>
      </div>
      <RecommendedLink />
      <CatalogueGate catalogue={catalogue} skeletonCount={8}>
        {(skills, account) => {
          const categories = categoriesOf(skills);
          // An old or mistyped link falls back to All rather than to an empty list.
          const category = categories.some((c) => c.slug === requested) ? requested : null;
          const shown = skillsInCategory(skills, category);
          const categoryName = categories.find((c) => c.slug === category)?.name;
          const count = shown.length;
          return (
            <>
              {categories.length > 0 ? <CategoryFilter categories={categories} value={category} onChange={choose} /> : null}
              <p className="skills-count" role="status">
                {categoryName
                  ? t({
                      message: plural(count, { one: `# skill for ${categoryName}`, other: `# skills for ${categoryName}` }),
                      comment: 'how many skills the chosen category has; categoryName comes from the CMS',
                    })
                  : t`${plural(count, { one: '# skill', other: '# skills' })}`}
              </p>
              {shown.length > 0 ? (
                <SkillList skills={shown} account={account} label={categoryName ? t`Skills for ${categoryName}` : t`All skills`} />
              ) : (
                <div className="empty-state">
                  <p className="empty-state__title">
                    <Trans>No data found</Trans>
                  </p>
                  <p>
                    <Trans>There are no skills here yet. Please come back later.</Trans>
                  </p>
                </div>
              )}
            </>
          );
        }}
      </CatalogueGate>
    </section>
  );
}

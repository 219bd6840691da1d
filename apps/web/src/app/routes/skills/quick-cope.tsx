import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { BreatheNowLink } from '@/features/breathing/components/breathe-now-link';
import { CatalogueGate } from '@/features/skills/components/catalogue-gate';
import { RecommendedLink } from '@/features/skills/components/recommended-link';
import { SkillList } from '@/features/skills/components/skill-list';
import { useSkillCatalogue } from '@/features/skills/hooks/use-skill-catalogue';
import { featuredSkills } from '@/features/skills/skill-lists';
import '@/features/skills/skills.css';

/** Spec §2 /QuickCope: the banner, then the featured skills by order_id. */
export function QuickCopeRoute() {
  const { t } = useLingui();
  const catalogue = useSkillCatalogue();
  return (
    <section className="screen skills-screen" aria-labelledby="quick-cope-title">
      <DocumentTitle title={t({ message: 'Quick Cope', comment: 'page title: skills to calm down quickly' })} />
      <div className="skills-banner">
        <h1 id="quick-cope-title">
          <Trans>Use a coping skill to calm down quickly</Trans>
        </h1>
        <p className="skills-banner__text">
          <Trans>Taking a few breaths can help lower intense emotions. Try a skill below</Trans>
        </p>
      </div>
      <BreatheNowLink />
      <CatalogueGate catalogue={catalogue} skeletonCount={6}>
        {(skills, account) => {
          const featured = featuredSkills(skills);
          return featured.length > 0 ? (
            <SkillList skills={featured} account={account} label={t`Quick coping skills`} />
          ) : (
            <div className="empty-state">
              <p className="empty-state__title">
                <Trans>No data found</Trans>
              </p>
              <p>
                <Trans comment="'Practice' is the name of the screen with every skill">
                  There are no quick coping skills here yet. You&apos;ll find every skill under <Link to={paths.activities.getHref()}>Practice</Link>.
                </Trans>
              </p>
            </div>
          );
        }}
      </CatalogueGate>
      <RecommendedLink />
    </section>
  );
}

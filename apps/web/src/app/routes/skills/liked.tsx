import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { CatalogueGate } from '@/features/skills/components/catalogue-gate';
import { HeartIcon } from '@/features/skills/components/skill-icons';
import { SkillList } from '@/features/skills/components/skill-list';
import { useSkillCatalogue } from '@/features/skills/hooks/use-skill-catalogue';
import { skillsBySlugs } from '@/features/skills/skill-lists';
import '@/features/skills/skills.css';

/** Spec §2 Liked and /favorite-activities: the skills the user keeps with the heart ('Favourites', as in the menu). */
export function LikedRoute() {
  const { t } = useLingui();
  const catalogue = useSkillCatalogue();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = catalogue.status === 'success' ? skillsBySlugs(catalogue.skills, catalogue.account.favourites).length : 0;
  const previousCount = useRef(count);

  // Un-hearting a skill here removes its card, and with it the focused button: keep keyboard and
  // screen-reader users on the page instead of dropping them at the top of the document.
  useEffect(() => {
    const removed = count < previousCount.current;
    previousCount.current = count;
    if (removed && (document.activeElement === document.body || document.activeElement === null)) {
      headingRef.current?.focus();
    }
  }, [count]);

  return (
    <section className="screen skills-screen" aria-labelledby="liked-title">
      <DocumentTitle title={t({ message: 'Favourites', comment: 'page title: the skills the person marked with the heart' })} />
      <div className="skills-banner">
        <h1 id="liked-title" ref={headingRef} tabIndex={-1}>
          <Trans comment="heading: the skills the person marked with the heart">Favourites</Trans>
        </h1>
        <p className="skills-banner__text">
          <Trans>The skills you keep close, ready for when you need them.</Trans>
        </p>
      </div>
      <CatalogueGate catalogue={catalogue} skeletonCount={4}>
        {(skills, account) => {
          const liked = skillsBySlugs(skills, account.favourites).sort((a, b) => a.order - b.order);
          return liked.length > 0 ? (
            <SkillList skills={liked} account={account} label={t`My favourite skills`} />
          ) : (
            <div className="empty-state">
              {/* Spec §8's 'There is no item in you favorite list', in good English. */}
              <p className="empty-state__title">
                <Trans>You have no favourites yet.</Trans>
              </p>
              <p>
                <Trans>
                  When a skill helps, tap the heart <HeartIcon size={18} className="empty-state__icon" /> on it to keep it here.
                </Trans>
              </p>
              <div className="stack-row stack-row--start">
                <Link className="btn btn--primary" to={paths.quickCope.getHref()}>
                  <Trans>Quick Cope skills</Trans>
                </Link>
                <Link className="btn btn--secondary" to={paths.activities.getHref()}>
                  <Trans>All skills</Trans>
                </Link>
              </div>
            </div>
          );
        }}
      </CatalogueGate>
    </section>
  );
}

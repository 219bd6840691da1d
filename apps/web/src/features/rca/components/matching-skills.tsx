import { Trans, useLingui } from '@lingui/react/macro';
import { isSkillOpen } from '@steady/contracts';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { useSkillCards } from '../api/get-skill-cards';
import { SkillCard, SkillCardsSkeleton } from './skill-card';

type MatchingSkillsProps = {
  /** Skill slugs in the order the server matched them. */
  slugs: readonly string[];
  headingRef: Ref<HTMLHeadingElement>;
  onStartAgain: () => void;
};

/** The skills that match a submitted analysis (spec §2: "Matching skills are listed below"). */
export function MatchingSkills({ slugs, headingRef, onStartAgain }: MatchingSkillsProps) {
  const { t } = useLingui();
  const skills = useSkillCards(slugs);
  const account = useAccount();
  const completed = new Set(account.data?.completed ?? []);
  const order = new Map(slugs.map((slug, i) => [slug, i]));
  const sorted = [...(skills.data ?? [])].sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
  const loadErrorDetail = skills.isError ? errorMessage(skills.error) : '';

  return (
    <section className="rca-results" aria-labelledby="rca-results-title">
      <h2 id="rca-results-title" ref={headingRef} tabIndex={-1}>
        <Trans>Skills that may help</Trans>
      </h2>
      <p className="muted">
        <Trans>Your analysis is saved. Pick a skill and take it one step at a time.</Trans>
      </p>

      {slugs.length === 0 ? (
        <p className="rca-empty">
          <Trans>
            No skills are linked to these thoughts yet. You could try a skill from <Link to={paths.quickCope.getHref()}>Quick Cope</Link> to calm down quickly.
          </Trans>
        </p>
      ) : skills.isPending ? (
        <SkillCardsSkeleton count={Math.min(slugs.length, 4)} label={t`Loading skills…`} />
      ) : skills.isError ? (
        <div className="alert alert--error" role="alert">
          <p>
            <Trans>We couldn't load these skills. {loadErrorDetail}</Trans>
          </p>
          <Button variant="secondary" onClick={() => void skills.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <ul className="rca-skill-grid">
          {sorted.map((skill) => (
            <li key={skill.slug}>
              <SkillCard
                skill={skill}
                completed={completed.has(skill.slug)}
                locked={!isSkillOpen({ premium: skill.premium, featured: skill.featured_skill }, account.data?.isPremium)}
              />
            </li>
          ))}
        </ul>
      )}

      <Button variant="link" onClick={onStartAgain}>
        <Trans>Start a new analysis</Trans>
      </Button>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { Account } from '@steady/contracts';
import type { SkillSummary } from '../api/skill-schema';
import { SkillCard } from './skill-card';

type SkillListProps = {
  skills: readonly SkillSummary[];
  account: Account;
  label?: string;
  headingLevel?: 2 | 3;
};

/** A grid of skill cards: one column of two on a phone, three on a wider screen. */
export function SkillList({ skills, account, label, headingLevel }: SkillListProps) {
  return (
    <ul className="skill-list" aria-label={label}>
      {skills.map((skill) => (
        <li key={skill.slug} className="skill-list__item">
          <SkillCard skill={skill} completed={account.completed.includes(skill.slug)} isPremiumMember={account.isPremium} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Quiet placeholders in the shape of the cards while the list loads. */
export function SkillListSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <div className="skill-list-skeleton">
      <p className="visually-hidden" role="status">
        {label ?? t`Loading skills`}
      </p>
      <ul className="skill-list" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="skill-list__item">
            <div className="skill-card skill-card--skeleton">
              <div className="skill-card__media">
                <div className="skill-card__image skeleton" />
              </div>
              <div className="skill-card__body">
                <div className="skeleton skeleton--line" />
                <div className="skeleton skeleton--line skeleton--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PremiumBadge } from '@/components/ui/premium-badge';
import { paths } from '@/config/paths';
import type { SkillCardData } from '../api/get-skill-cards';
import { ContentImage } from '@/components/ui/content-image';

/**
 * A skill the analysis matched: picture, title, and time in min — or 'Completed' (spec §2). A premium
 * skill the person cannot open yet wears the premium badge and leads to Go Premium, as in the skill lists.
 */
export function SkillCard({ skill, completed, locked }: { skill: SkillCardData; completed: boolean; locked: boolean }) {
  const { t } = useLingui();
  const image = skill.Skill_Image;
  const minutes = skill.Complete_Time;
  const noImage = <span className="rca-skill-card__image rca-skill-card__image--none" aria-hidden="true" />;
  return (
    <Link to={locked ? paths.goPremium.getHref() : paths.skill.getHref(skill.slug)} className="rca-skill-card">
      {locked ? <PremiumBadge className="rca-skill-card__badge" /> : null}
      {image ? (
        <ContentImage
          className="rca-skill-card__image"
          src={image.url}
          width={image.width ?? 320}
          height={image.height ?? 240}
          alt=""
          loading="lazy"
          decoding="async"
          fallback={noImage}
        />
      ) : (
        noImage
      )}
      <span className="rca-skill-card__title">
        {skill.Title}
        {locked ? (
          <span className="visually-hidden">
            {' '}
            {t({ message: '(premium skill: see how to unlock it)', comment: 'read by screen readers after the title of a locked premium skill' })}
          </span>
        ) : null}
      </span>
      <span className={completed ? 'rca-skill-card__meta rca-skill-card__meta--done' : 'rca-skill-card__meta'}>
        {completed
          ? t({ message: 'Completed', comment: 'skill card: the person has done this skill' })
          : minutes
            ? t({ message: plural(minutes, { one: '# min', other: '# min' }), comment: 'skill card: how long the skill takes, in minutes' })
            : null}
      </span>
    </Link>
  );
}

export function SkillCardsSkeleton({ count = 2, label }: { count?: number; label: string }) {
  return (
    <div className="rca-skill-grid" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="rca-skeleton rca-skeleton--card" aria-hidden="true" />
      ))}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { PremiumBadge } from '@/components/ui/premium-badge';
import { paths } from '@/config/paths';
import { isLocked, type SkillSummary } from '../api/skill-schema';
import { useFavourite } from '../hooks/use-favourite';
import '../skills.css';
import { FavouriteButton } from './favourite-button';
import { SkillTime } from './skill-time';
import { ContentImage } from '@/components/ui/content-image';

type SkillCardProps = {
  skill: SkillSummary;
  completed: boolean;
  isPremiumMember: boolean;
  headingLevel?: 2 | 3;
};

/**
 * One skill in a list: image, title, 'Completed' or the time in min (spec §2), the heart, and for
 * premium skills without a membership a lock badge and a link to Go Premium instead of the skill.
 */
export function SkillCard({ skill, completed, isPremiumMember, headingLevel = 2 }: SkillCardProps) {
  const titleId = useId();
  const favourite = useFavourite(skill.slug);
  const locked = isLocked(skill, isPremiumMember);
  const Heading = `h${headingLevel}` as const;
  const href = locked ? paths.goPremium.getHref() : paths.skill.getHref(skill.slug);

  return (
    <article className={locked ? 'skill-card skill-card--locked' : 'skill-card'} aria-labelledby={titleId}>
      <div className="skill-card__media">
        {skill.image ? (
          <ContentImage
            className="skill-card__image"
            src={skill.image.url}
            width={skill.image.width}
            height={skill.image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="skill-card__image skill-card__image--empty" />
        )}
        {locked ? <PremiumBadge className="skill-card__badge" /> : null}
      </div>
      <div className="skill-card__body">
        <Heading className="skill-card__title" id={titleId}>
          <Link className="skill-card__link" to={href}>
            {skill.title}
            {locked ? (
              <span className="visually-hidden">
                {' '}
                <Trans comment="screen-reader text after a locked skill's title">(premium skill: see how to unlock it)</Trans>
              </span>
            ) : null}
          </Link>
        </Heading>
        <SkillTime completed={completed} minutes={skill.completeTime} />
        {favourite.error ? (
          <p className="skill-card__error" role="alert">
            {favourite.error}
          </p>
        ) : null}
      </div>
      <FavouriteButton
        className="skill-card__favourite"
        title={skill.title}
        pressed={favourite.isFavourite}
        disabled={!favourite.ready}
        onToggle={favourite.toggle}
      />
    </article>
  );
}

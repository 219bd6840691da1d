import { Plural, Trans } from '@lingui/react/macro';
import { CheckIcon, ClockIcon } from './skill-icons';

/** 'Completed' when the user completed the skill, else its time in min (spec §2); nothing when neither. */
export function SkillTime({ completed, minutes }: { completed: boolean; minutes?: number }) {
  if (completed) {
    return (
      <p className="skill-card__meta skill-card__meta--done">
        <CheckIcon size={18} />
        <Trans comment="on a skill: the person has done it">Completed</Trans>
      </p>
    );
  }
  if (!minutes) return null;
  return (
    <p className="skill-card__meta">
      <ClockIcon size={18} />
      <Plural value={minutes} one="# min" other="# min" comment="how long a skill takes, in minutes (short)" />
    </p>
  );
}

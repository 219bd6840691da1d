import { CheckIcon, ClockIcon } from './skill-icons';

/** 'Completed' when the user completed the skill, else its time in min (spec §2); nothing when neither. */
export function SkillTime({ completed, minutes }: { completed: boolean; minutes?: number }) {
  if (completed) {
    return (
      <p className="skill-card__meta skill-card__meta--done">
        <CheckIcon size={18} />
        Completed
      </p>
    );
  }
  if (!minutes) return null;
  return (
    <p className="skill-card__meta">
      <ClockIcon size={18} />
      {minutes} min
    </p>
  );
}

import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
// Route modules compose features: a box-breathing skill runs the breathing feature's exercise.
import { BreathingExercise } from '@/features/breathing/components/breathing-exercise';
import { SkillScreen, type ExerciseSlotProps } from '@/features/skills/components/skill-screen';

/** Box breathing inside a skill: Exit records the completion, then returns to the option screen. */
function SkillBoxBreathing({ complete }: ExerciseSlotProps) {
  const navigate = useNavigate();
  return (
    <BreathingExercise
      onExit={async () => {
        await complete();
        await navigate(paths.chooseOptionLowercase.getHref());
      }}
    />
  );
}

export const renderSkillBreathing = (props: ExerciseSlotProps) => <SkillBoxBreathing {...props} />;

/** Spec §2 /skills/{slug}: intro, then the exercise. */
export function SkillRoute() {
  const { slug = '' } = useParams();
  return <SkillScreen key={slug} slug={slug} renderBreathing={renderSkillBreathing} />;
}

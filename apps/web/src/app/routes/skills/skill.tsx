import { useParams } from 'react-router';
// Route modules compose features: a box-breathing skill runs the breathing feature's exercise, and
// every skill asks the distress feature's question before and after.
import { BreathingExercise } from '@/features/breathing/components/breathing-exercise';
import { DistressCheck } from '@/features/distress/components/distress-check';
import { SkillScreen, type DistressCheckSlotProps, type ExerciseSlotProps } from '@/features/skills/components/skill-screen';

/** Box breathing inside a skill: Done records the completion; the skill screen then asks and goes back where the person came from. */
export const renderSkillBreathing = ({ complete }: ExerciseSlotProps) => <BreathingExercise onDone={complete} />;

export const renderDistressCheck = (props: DistressCheckSlotProps) => <DistressCheck key={props.phase} {...props} />;

/** Spec §2 /skills/{slug}: intro, then the exercise. */
export function SkillRoute() {
  const { slug = '' } = useParams();
  return <SkillScreen key={slug} slug={slug} renderBreathing={renderSkillBreathing} renderDistressCheck={renderDistressCheck} />;
}

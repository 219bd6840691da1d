import { SkillScreen } from '@/features/skills/components/skill-screen';
import { renderDistressCheck, renderSkillBreathing } from './skill';

/** The seeded STOP skill. */
export const STOP_SKILL_SLUG = 'stop';

/** Spec §2 StopSkill: the STOP skill, shown in place (the address stays /StopSkill). */
export function StopSkillRoute() {
  return <SkillScreen slug={STOP_SKILL_SLUG} renderBreathing={renderSkillBreathing} renderDistressCheck={renderDistressCheck} />;
}

import { SAFETY_PLAN_SECTIONS, type SafetyPlanSections } from '@steady/contracts';

/** A plan with nothing written in any section. */
export const EMPTY_PLAN_SECTIONS = Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, []])) as unknown as SafetyPlanSections;

/** A plan with a warning sign and a person to call, as the kept-plan tests read it back. */
export const PLAN_WITH_A_PERSON: SafetyPlanSections = {
  ...EMPTY_PLAN_SECTIONS,
  warningSigns: [{ id: 'w1', text: 'I stop answering messages' }],
  helpers: [{ id: 'h1', text: 'Alex, my sister', phone: '+44 7700 900123' }],
};

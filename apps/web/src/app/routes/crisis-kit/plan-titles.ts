import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from '@steady/contracts';
import { SECTION_COPY } from '@/features/safety-plan/utils/section-copy';

/**
 * Each step's heading as the safety plan names it, in the reader's language. The safety-plan feature
 * owns those words: read at render, whether it keeps them as text or as catalogue messages.
 */
export function usePlanTitles(): Record<SafetyPlanSection, string> {
  const { i18n } = useLingui();
  const read = (title: string | MessageDescriptor) => (typeof title === 'string' ? title : i18n._(title));
  return Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, read(SECTION_COPY[section].title)])) as Record<SafetyPlanSection, string>;
}

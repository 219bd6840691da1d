import { SAFETY_PLAN_PHONE_SECTIONS, SAFETY_PLAN_SECTIONS, safetyPlanItemSchema, type SafetyPlanSection, type SafetyPlanSections } from '@steady/contracts';

/** An item as typed: a phone field only in the sections that have one. */
export type DraftItem = { id: string; text: string; phone?: string };
export type DraftPlan = Record<SafetyPlanSection, DraftItem[]>;

/** A stable id for a new item (the contract allows letters, digits, - and _). */
export function newItemId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export function draftFromSections(sections: SafetyPlanSections): DraftPlan {
  return Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, (sections[section] ?? []).map((item) => ({ ...item }))])) as DraftPlan;
}

const isBlank = (item: DraftItem) => !item.text.trim() && !item.phone?.trim();

/** Field messages of one item, checked with the shared schema (blank items are drafts, not errors). */
export function itemErrors(item: DraftItem): { text?: string; phone?: string } {
  if (isBlank(item)) return {};
  const result = safetyPlanItemSchema.safeParse(item);
  if (result.success) return {};
  const errors: { text?: string; phone?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'text' || field === 'phone') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * What is sent: every item with words in it, trimmed; items still blank (just added) stay on screen
 * but are not saved. `null` while any item breaks a limit, so nothing invalid is sent.
 */
export function sectionsToSave(draft: DraftPlan): SafetyPlanSections | null {
  const sections = {} as SafetyPlanSections;
  for (const section of SAFETY_PLAN_SECTIONS) {
    const items = [];
    for (const item of draft[section]) {
      if (isBlank(item)) continue;
      if (Object.keys(itemErrors(item)).length > 0) return null;
      const phone = item.phone?.trim();
      items.push({
        id: item.id,
        text: item.text.trim(),
        ...(SAFETY_PLAN_PHONE_SECTIONS.includes(section) && phone ? { phone } : {}),
      });
    }
    sections[section] = items;
  }
  return sections;
}

/** `tel:` link target: digits and a leading +, as dialers expect. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}

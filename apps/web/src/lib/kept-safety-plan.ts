import { SAFETY_PLAN_SECTIONS, safetyPlanSectionsSchema, type SafetyPlanSections } from '@steady/contracts';
import { useSyncExternalStore } from 'react';
import { subscribeToStoredKey } from './stored-key-subscription';

/*
 * A read-only copy of the person's safety plan, kept on this device when they log out offline and ask
 * for it (docs/decisions/022-kept-safety-plan.md): signing in again cannot work until the connection
 * returns, and the plan must not vanish meanwhile. Only the plan's words and numbers are kept (not its
 * picture, not the signed-in cache), under a key of its own that sign-out does not clear; any sign-in,
 * to any account, removes it (lib/auth.ts), and so can the person, from the copy itself.
 */

const STORAGE_KEY = 'steady.kept-safety-plan';
/**
 * The copy an app lock keeps so that the plan opens from the lock screen, while the person allows it
 * (docs/decisions/024-app-lock.md). Apart from the logout copy: the lock removes its own, never that one.
 */
const LOCK_SCREEN_KEY = 'steady.lock-screen-plan';

/** Why the copy is kept: the person logged out offline, or a lock shows it on its screen. */
export type KeptPlanSlot = 'logout' | 'lock-screen';
const keyOf = (slot: KeptPlanSlot) => (slot === 'logout' ? STORAGE_KEY : LOCK_SCREEN_KEY);
/** Bumped when the stored shape changes: a copy of another shape is ignored, never misread. */
const VERSION = 1;

export type KeptSafetyPlan = { sections: SafetyPlanSections; keptAt: string };

/**
 * Reads the signed-in person's plan as this device has it now, for keeping; null when it has none. Given
 * by the app, which knows the safety plan feature (shared code does not).
 */
export type ReadPlanToKeep = () => Promise<SafetyPlanSections | null>;

type Stored = { version: number; keptAt: string; sections: unknown };

const listeners = new Set<() => void>();
/** Parsed once per stored text, so useSyncExternalStore sees the same object until it changes. */
let lastRaw: string | null = null;
let lastParsed: KeptSafetyPlan | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? window.localStorage.getItem(LOCK_SCREEN_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): KeptSafetyPlan | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.version !== VERSION || typeof stored.keptAt !== 'string') return null;
    const sections = safetyPlanSectionsSchema.safeParse(stored.sections);
    return sections.success ? { sections: sections.data, keptAt: stored.keptAt } : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The copy kept on this device, or null when there is none (or it cannot be read). */
export function keptSafetyPlan(): KeptSafetyPlan | null {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastParsed = parse(raw);
  }
  return lastParsed;
}

export const isEmptyPlan = (sections: SafetyPlanSections) => SAFETY_PLAN_SECTIONS.every((section) => sections[section].length === 0);

export type KeepResult = 'kept' | 'nothing-to-keep' | 'not-kept';

/**
 * Keeps this plan on the device, replacing any earlier copy. An empty plan is not kept (there is
 * nothing to read); 'not-kept' when the device refuses to store it (storage full or blocked).
 */
export function keepSafetyPlan(sections: SafetyPlanSections, now: Date = new Date(), slot: KeptPlanSlot = 'logout'): KeepResult {
  if (isEmptyPlan(sections)) return 'nothing-to-keep';
  const stored: Stored = { version: VERSION, keptAt: now.toISOString(), sections };
  try {
    window.localStorage.setItem(keyOf(slot), JSON.stringify(stored));
  } catch {
    return 'not-kept';
  }
  emit();
  return 'kept';
}

/** Removes the copy kept for `slot`, or every copy. */
export function forgetKeptSafetyPlan(slot?: KeptPlanSlot): void {
  try {
    for (const key of slot ? [keyOf(slot)] : [STORAGE_KEY, LOCK_SCREEN_KEY]) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: then nothing could have been kept either.
  }
  emit();
}

/** Changes here and, through the `storage` event, in other tabs. */
export function subscribeKeptSafetyPlan(listener: () => void): () => void {
  return subscribeToStoredKey(STORAGE_KEY, listeners, listener);
}

/** The kept copy, re-rendering when it is kept or removed; none while prerendering. */
export function useKeptSafetyPlan(): KeptSafetyPlan | null {
  return useSyncExternalStore(subscribeKeptSafetyPlan, keptSafetyPlan, () => null);
}

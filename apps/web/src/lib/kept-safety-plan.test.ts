import { describe, expect, it, vi } from 'vitest';
import { forgetKeptSafetyPlan, keepSafetyPlan, keptSafetyPlan, subscribeKeptSafetyPlan } from './kept-safety-plan';
import { EMPTY_PLAN_SECTIONS, PLAN_WITH_A_PERSON } from '@/testing/safety-plan-fixtures';

const STORAGE_KEY = 'steady.kept-safety-plan';
const EMPTY = EMPTY_PLAN_SECTIONS;
const PLAN = PLAN_WITH_A_PERSON;

describe('kept safety plan', () => {
  it('keeps only the plan’s content, versioned, under its own key, and reads it back', () => {
    expect(keptSafetyPlan()).toBeNull();
    expect(keepSafetyPlan(PLAN, new Date('2026-11-27T10:00:00Z'))).toBe('kept');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual({ version: 1, keptAt: '2026-11-27T10:00:00.000Z', sections: PLAN });
    expect(keptSafetyPlan()).toEqual({ sections: PLAN, keptAt: '2026-11-27T10:00:00.000Z' });
    // The same object until it changes (useSyncExternalStore compares snapshots).
    expect(keptSafetyPlan()).toBe(keptSafetyPlan());
  });

  it('keeps nothing for an empty plan: there would be nothing to read', () => {
    expect(keepSafetyPlan(EMPTY)).toBe('nothing-to-keep');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says so when the device refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepSafetyPlan(PLAN)).toBe('not-kept');
    expect(keptSafetyPlan()).toBeNull();
  });

  it('ignores a copy of another version or shape rather than misreading it', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, keptAt: '2026-11-27T10:00:00Z', sections: PLAN }));
    expect(keptSafetyPlan()).toBeNull();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, keptAt: '2026-11-27T10:00:00Z', sections: { helpers: 'Alex' } }));
    expect(keptSafetyPlan()).toBeNull();
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(keptSafetyPlan()).toBeNull();
  });

  it('tells subscribers when it is kept or removed, and forgets it', () => {
    const listener = vi.fn();
    const stop = subscribeKeptSafetyPlan(listener);
    keepSafetyPlan(PLAN);
    expect(listener).toHaveBeenCalledTimes(1);
    forgetKeptSafetyPlan();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(keptSafetyPlan()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    stop();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  chosenPattern,
  customPatternSchema,
  DEFAULT_SETTINGS,
  loadSettings,
  patternFromValues,
  saveSettings,
  SETTINGS_KEY,
  type BreathingSettings,
} from './breathing-settings';

beforeEach(() => localStorage.clear());

const mine = patternFromValues('custom-1', { name: 'Evening', in: 4, hold: 2, out: 6, holdOut: 0 });

describe('breathing settings on this device', () => {
  it('are the defaults (box, 1 minute, no voice, no vibration) when nothing is stored', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(chosenPattern(loadSettings()).name).toBe('Box 4-4-4-4');
  });

  it('come back as they were saved', () => {
    const settings: BreathingSettings = { patternId: 'custom-1', minutes: 3, voice: true, vibrate: true, custom: [mine] };
    saveSettings(settings);
    expect(loadSettings()).toEqual(settings);
    expect(chosenPattern(loadSettings())).toEqual(mine);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '42'],
    ['an unknown length', JSON.stringify({ ...DEFAULT_SETTINGS, minutes: 7 })],
    ['a pattern with no breathing out', JSON.stringify({ ...DEFAULT_SETTINGS, custom: [{ ...mine, phases: [{ kind: 'in', seconds: 4 }] }] })],
    [
      'a phase that is too long',
      JSON.stringify({
        ...DEFAULT_SETTINGS,
        custom: [
          {
            ...mine,
            phases: [
              { kind: 'in', seconds: 40 },
              { kind: 'out', seconds: 4 },
            ],
          },
        ],
      }),
    ],
    ['a missing field', JSON.stringify({ patternId: 'box', minutes: 1 })],
  ])('fall back to the defaults when the stored value is %s', (_, raw) => {
    localStorage.setItem(SETTINGS_KEY, raw);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('fall back to the defaults when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadSettings(blocked)).toEqual(DEFAULT_SETTINGS);
    expect(() =>
      saveSettings(DEFAULT_SETTINGS, {
        setItem: () => {
          throw new Error('QuotaExceeded');
        },
      }),
    ).not.toThrow();
  });

  it('choose box breathing when the chosen pattern is gone', () => {
    expect(chosenPattern({ ...DEFAULT_SETTINGS, patternId: 'custom-gone' }).id).toBe('box');
  });
});

describe('the Make your own form', () => {
  const valid = { name: 'Evening', in: '4', hold: '0', out: '6', holdOut: '2' };
  const errors = (input: Record<string, string>) => {
    const result = customPatternSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a named pattern with 0–12 seconds a phase', () => {
    expect(customPatternSchema.parse(valid)).toEqual({ name: 'Evening', in: 4, hold: 0, out: 6, holdOut: 2 });
    expect(customPatternSchema.parse({ ...valid, name: '  Evening  ', in: '12' }).name).toBe('Evening');
  });

  it('asks for a name', () => {
    expect(errors({ ...valid, name: '   ' })).toEqual({ name: 'Give your pattern a name.' });
    expect(errors({ ...valid, name: 'x'.repeat(31) })).toEqual({ name: 'Keep the name to 30 characters or fewer.' });
  });

  it('needs at least a second to breathe in and out', () => {
    expect(errors({ ...valid, in: '0', out: '0' })).toEqual({
      in: 'Breathe in for at least 1 second.',
      out: 'Breathe out for at least 1 second.',
    });
  });

  it('keeps every phase between 0 and 12 whole seconds', () => {
    expect(errors({ ...valid, hold: '13' })).toEqual({ hold: '12 seconds is the longest.' });
    expect(errors({ ...valid, holdOut: '-1' })).toEqual({ holdOut: "Seconds can't be below 0." });
    expect(errors({ ...valid, hold: '2.5' })).toEqual({ hold: 'Use whole seconds to hold after breathing in.' });
    expect(errors({ ...valid, out: 'abc' })).toEqual({ out: 'Enter the seconds to breathe out.' });
  });
});

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { z } from 'zod';
import { BOX_PHASES, type Phase } from './breathing-timer';

/**
 * The person's breathing choices, kept on this device only (localStorage). The stored value is
 * checked on every read: anything unexpected (an old version, a hand edit, a full disk) gives the
 * defaults rather than a broken exercise.
 */
export const SETTINGS_KEY = 'steady.breathing.v1';

export type BreathingPattern = { id: string; name: string; phases: Phase[] };

export const BUILT_IN_PATTERNS: readonly BreathingPattern[] = [
  { id: 'box', name: 'Box 4-4-4-4', phases: BOX_PHASES },
  {
    id: '4-7-8',
    name: '4-7-8',
    phases: [
      { kind: 'in', seconds: 4 },
      { kind: 'hold', seconds: 7 },
      { kind: 'out', seconds: 8 },
    ],
  },
  {
    id: 'coherent',
    name: 'Coherent 5-5',
    phases: [
      { kind: 'in', seconds: 5 },
      { kind: 'out', seconds: 5 },
    ],
  },
];

/**
 * The built-in patterns' names are the app's words, so they come from the catalogue; `name` above keeps
 * the English one. A pattern the person made keeps the name they typed.
 */
const BUILT_IN_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  box: msg({ message: 'Box 4-4-4-4', comment: 'Name of a breathing pattern: box breathing, 4 seconds each of in, hold, out, hold' }),
  coherent: msg({ message: 'Coherent 5-5', comment: 'Name of a breathing pattern: coherent breathing, 5 seconds in, 5 seconds out' }),
};

/** The pattern's name as shown, in the active language. */
export function patternName(pattern: BreathingPattern, i18n: I18n): string {
  const builtIn = Object.hasOwn(BUILT_IN_NAMES, pattern.id) ? BUILT_IN_NAMES[pattern.id] : undefined;
  return builtIn ? i18n._(builtIn) : pattern.name;
}

export const SESSION_MINUTES = [1, 2, 3, 5] as const;
export const MAX_SECONDS = 12;
export const MAX_CUSTOM_PATTERNS = 10;

/**
 * One phase's seconds in the 'Make your own' form. The messages are functions, read when the form is
 * checked, so they come in the language of that moment (never frozen at load).
 */
const seconds = (min: 0 | 1, messages: { enter: () => string; whole: () => string; atLeast?: () => string }) =>
  z.coerce
    .number({ error: messages.enter })
    .int({ error: messages.whole })
    .min(min, { error: messages.atLeast ?? (() => t`Seconds can't be below 0.`) })
    .max(MAX_SECONDS, {
      error: () => {
        const max = MAX_SECONDS;
        return t`${plural(max, { one: '# second is the longest.', other: '# seconds is the longest.' })}`;
      },
    });

/** The 'Make your own' form: a name and four phases, in and out at least a second each. */
export const customPatternSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t`Give your pattern a name.` })
    .max(30, { error: () => t`Keep the name to 30 characters or fewer.` }),
  in: seconds(1, {
    enter: () => t`Enter the seconds to breathe in.`,
    whole: () => t`Use whole seconds to breathe in.`,
    atLeast: () => t`Breathe in for at least 1 second.`,
  }),
  hold: seconds(0, {
    enter: () => t`Enter the seconds to hold after breathing in.`,
    whole: () => t`Use whole seconds to hold after breathing in.`,
  }),
  out: seconds(1, {
    enter: () => t`Enter the seconds to breathe out.`,
    whole: () => t`Use whole seconds to breathe out.`,
    atLeast: () => t`Breathe out for at least 1 second.`,
  }),
  holdOut: seconds(0, {
    enter: () => t`Enter the seconds to hold after breathing out.`,
    whole: () => t`Use whole seconds to hold after breathing out.`,
  }),
});
export type CustomPatternInput = z.input<typeof customPatternSchema>;
export type CustomPatternValues = z.output<typeof customPatternSchema>;

export function patternFromValues(id: string, values: CustomPatternValues): BreathingPattern {
  return {
    id,
    name: values.name,
    phases: [
      { kind: 'in', seconds: values.in },
      { kind: 'hold', seconds: values.hold },
      { kind: 'out', seconds: values.out },
      { kind: 'hold-out', seconds: values.holdOut },
    ],
  };
}

const storedPatternSchema = z.object({
  id: z.string().min(1).max(80),
  name: z.string().trim().min(1).max(30),
  phases: z
    .array(z.object({ kind: z.enum(['in', 'hold', 'out', 'hold-out']), seconds: z.number().int().min(0).max(MAX_SECONDS) }))
    .min(1)
    .max(4)
    .refine((phases) => phases.some((p) => p.kind === 'in' && p.seconds >= 1) && phases.some((p) => p.kind === 'out' && p.seconds >= 1)),
});

const settingsSchema = z.object({
  patternId: z.string(),
  minutes: z.literal(SESSION_MINUTES),
  voice: z.boolean(),
  vibrate: z.boolean(),
  custom: z.array(storedPatternSchema).max(MAX_CUSTOM_PATTERNS),
});
export type BreathingSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: BreathingSettings = { patternId: 'box', minutes: 1, voice: false, vibrate: false, custom: [] };

export function loadSettings(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): BreathingSettings {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    if (!raw) return DEFAULT_SETTINGS;
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS; // not JSON, or storage blocked
  }
}

export function saveSettings(settings: BreathingSettings, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()) {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the choice still holds on this page.
  }
}

/** The chosen pattern, or box breathing if it is gone (a custom one removed). */
export function chosenPattern(settings: BreathingSettings): BreathingPattern {
  return [...BUILT_IN_PATTERNS, ...settings.custom].find((p) => p.id === settings.patternId) ?? BUILT_IN_PATTERNS[0]!;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

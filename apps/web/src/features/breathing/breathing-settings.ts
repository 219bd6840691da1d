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

export const SESSION_MINUTES = [1, 2, 3, 5] as const;
export const MAX_SECONDS = 12;
export const MAX_CUSTOM_PATTERNS = 10;

const seconds = (label: string, min: number) =>
  z.coerce
    .number({ error: `Enter the seconds to ${label}.` })
    .int(`Use whole seconds to ${label}.`)
    .min(min, min === 0 ? `Seconds can't be below 0.` : `Breathe ${label.split(' ')[1]} for at least ${min} second.`)
    .max(MAX_SECONDS, `${MAX_SECONDS} seconds is the longest.`);

/** The 'Make your own' form: a name and four phases, in and out at least a second each. */
export const customPatternSchema = z.object({
  name: z.string().trim().min(1, 'Give your pattern a name.').max(30, 'Keep the name to 30 characters or fewer.'),
  in: seconds('breathe in', 1),
  hold: seconds('hold after breathing in', 0),
  out: seconds('breathe out', 1),
  holdOut: seconds('hold after breathing out', 0),
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

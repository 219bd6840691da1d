import { z } from 'zod';
import { diaryDateSchema, diaryEntrySchema } from './diary';
import { whatHelpsSchema } from './distress';
import { safetyPlanSectionsSchema } from './safety-plan';

/**
 * A read-only link to the summary for a therapist (decision 026): the owner chooses the days, the parts and
 * how long it works; the server keeps only hashes of the token and the passcode, and builds what the link
 * shows from the owner's data each time it is opened.
 */
export const SHARE_PARTS = ['plan', 'diary', 'ratings'] as const;
export type SharePart = (typeof SHARE_PARTS)[number];
export const SHARE_RANGE_MAX_DAYS = 92;
export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 30;
export const SHARE_DAYS_DEFAULT = 7;
export const SHARE_PASSCODE_MIN = 4;
export const SHARE_PASSCODE_MAX = 64;
/** The header a passcode travels in, so it never sits in a URL or a log line. */
export const SHARE_PASSCODE_HEADER = 'X-Share-Passcode';

const DAY = 86_400_000;
/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

const passcodeSchema = z
  .string()
  .min(SHARE_PASSCODE_MIN, `A passcode has at least ${SHARE_PASSCODE_MIN} characters`)
  .max(SHARE_PASSCODE_MAX, `A passcode has at most ${SHARE_PASSCODE_MAX} characters`);

/** POST /api/account/share-links. */
export const shareLinkBodySchema = z
  .strictObject({
    from: diaryDateSchema,
    to: diaryDateSchema,
    include: z
      .array(z.enum(SHARE_PARTS, 'Include the safety plan, the diary or the ratings'))
      .min(1, 'Choose at least one part to share')
      .refine((parts) => new Set(parts).size === parts.length, 'Name each part once'),
    days: z
      .number()
      .int('The number of days is a whole number')
      .min(SHARE_DAYS_MIN, `A link works for ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX} days`)
      .max(SHARE_DAYS_MAX, `A link works for ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX} days`)
      .default(SHARE_DAYS_DEFAULT),
    passcode: passcodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const days = daysInRange(body.from, body.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'The first day must not be after the last day' });
    else if (days > SHARE_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Share at most ${SHARE_RANGE_MAX_DAYS} days` });
  });
export type ShareLinkBody = z.infer<typeof shareLinkBodySchema>;
/** What a client sends (`days` may be left out). */
export type ShareLinkRequest = z.input<typeof shareLinkBodySchema>;

/** A link's id in the owner's routes (its documentId). */
export const shareLinkIdSchema = z.string().regex(/^[a-z0-9]{10,40}$/, 'Unknown link');
/** The secret in a shared URL: at least 128 random bits, base64url. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,86}$/, 'Unknown link');
/** The passcode header of GET /api/shared/:token, when sent. */
export const sharePasscodeSchema = passcodeSchema;

export const SHARE_LINK_STATES = ['active', 'ended', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

export const shareLinkSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  include: z.array(z.enum(SHARE_PARTS)),
  hasPasscode: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  /** When it was opened, newest first. */
  openings: z.array(z.string()),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.object({ links: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** The answer to a create: the token is given this once and never again. */
export const shareLinkCreatedSchema = z.object({ link: shareLinkSchema, token: z.string(), path: z.string() });
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

/** GET /api/shared/:token: only the parts the owner chose, as they are when it is opened. */
export const sharedSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  include: z.array(z.enum(SHARE_PARTS)),
  expiresAt: z.string(),
  plan: safetyPlanSectionsSchema.optional(),
  diary: z.array(diaryEntrySchema).optional(),
  ratings: whatHelpsSchema.optional(),
});
export type SharedSummary = z.infer<typeof sharedSummarySchema>;

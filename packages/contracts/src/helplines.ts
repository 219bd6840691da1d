import { z } from 'zod';

/**
 * Helplines are content: public, cached, each with a named owner who keeps it current and the source
 * that lists the number (an authority's or the service's own page). 'Checked <date>' is a claim a person
 * made: the date and who checked are set only when an operator confirms the entry in the admin.
 * GET /api/helplines returns them all.
 */
export const HELPLINE_REVIEW_MONTHS = 6;

/** The admin's `languages` field: BCP 47 primary language codes separated by commas, e.g. 'es,en'. */
export const HELPLINE_LANGUAGES_MAX_LENGTH = 60;
const LANGUAGE_CODE = /^[a-z]{2,3}$/;
/** Codes that name no language a person speaks (undetermined, none, several, uncoded). */
const NOT_A_LANGUAGE = new Set(['und', 'zxx', 'mul', 'mis']);

/** 'es, EN' → ['es', 'en']; empty or null → []. The stored value is checked on write (helplineLanguagesProblem). */
export const parseHelplineLanguages = (value: string | null | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean),
  ),
];

const knownLanguage = (code: string): boolean => {
  if (NOT_A_LANGUAGE.has(code)) return false;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code) !== undefined;
  } catch {
    return false;
  }
};

/**
 * Why a `languages` value cannot be saved (in English, for the admin's 400), or null when it can: each part
 * must be a primary language code ('es', not 'es-MX', 'Spanish' or 'xx').
 */
export const helplineLanguagesProblem = (value: string): string | null => {
  const wrong = value
    .split(',')
    .map((part) => part.trim())
    .find((part) => part !== '' && (!LANGUAGE_CODE.test(part.toLowerCase()) || !knownLanguage(part.toLowerCase())));
  if (wrong === undefined) return null;
  return `languages: "${wrong}" is not a language code. Give BCP 47 primary language codes separated by commas, e.g. "es,en".`;
};

export const helplineSchema = z.object({
  documentId: z.string(),
  /** ISO 3166-1 alpha-2, upper case: 'US', 'GB' … */
  country: z.string(),
  countryName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Numbers as people dial them; null when the helpline does not offer that way. */
  phone: z.string().nullable(),
  text: z.string().nullable(),
  chatUrl: z.string().nullable(),
  hours: z.string(),
  /**
   * The languages it answers in, as primary language codes ('es', 'en'), parsed from the admin's
   * comma-separated field; [] when no one has said.
   */
  languages: z.preprocess((value) => (typeof value === 'string' ? parseHelplineLanguages(value) : (value ?? undefined)), z.array(z.string()).default([])),
  /** Country's emergency number marker: true for '911', '999' … entries. */
  emergency: z.boolean(),
  owner: z.string(),
  /** Who lists this number, and where: shown as 'Listed by <source>' until a person has checked it. */
  source: z.string().nullable().default(null),
  sourceUrl: z.string().nullable().default(null),
  /** The day an operator confirmed the entry (YYYY-MM-DD); null until one has (who did stays in the admin). */
  lastChecked: z.string().nullable().default(null),
  order: z.number(),
});
export type Helpline = z.infer<typeof helplineSchema>;

/** The most a report about a helpline may say. */
export const HELPLINE_REPORT_MESSAGE_MAX = 500;

/**
 * POST /api/helplines/:documentId/report: anyone (no account) tells the operator a number seems wrong.
 * The message is optional: the report alone says something is off.
 */
export const helplineReportBodySchema = z.strictObject({
  message: z.string().trim().max(HELPLINE_REPORT_MESSAGE_MAX, `Keep the message to ${HELPLINE_REPORT_MESSAGE_MAX} characters or fewer`).optional(),
});
export type HelplineReportBody = z.infer<typeof helplineReportBodySchema>;

/** What the report route answers once the operator's email is queued. */
export const helplineReportAnswerSchema = z.object({ reported: z.literal(true) });

import { POSTCODE_MAX } from './address-limits';

/**
 * Postcodes and states by country (issue 12.4): one small table the web forms and the CMS both check with, so
 * they agree (the server is the rule). The app lists US, UK, Canadian, Australian and Irish helplines; those
 * countries get their own format, every other country a loose one. Country is free text on our forms, so the
 * names people type ('UK', 'United Kingdom', 'USA' …) are read as well as ISO codes.
 */

export type PostcodeRule = {
  /** What the country calls it, for the field's label. */
  label: string;
  pattern: RegExp;
  /** Shown in the message, written as people write it. */
  example: string;
  /** 'a UK postcode', for the message. */
  what: string;
  /** Whether addresses there need a state/province (the US, Canada, Australia), and what it is called. */
  stateLabel: string | null;
};

const RULES: Record<string, PostcodeRule> = {
  US: { label: 'ZIP code', pattern: /^\d{5}(-\d{4})?$/, example: '12345 or 12345-6789', what: 'a US ZIP code', stateLabel: 'State' },
  GB: { label: 'Postcode', pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: 'SW1A 2AA', what: 'a UK postcode', stateLabel: null },
  CA: {
    label: 'Postal code',
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    example: 'K1A 0B1',
    what: 'a Canadian postal code',
    stateLabel: 'Province',
  },
  AU: { label: 'Postcode', pattern: /^\d{4}$/, example: '2000', what: 'an Australian postcode (4 digits)', stateLabel: 'State' },
  IE: { label: 'Eircode', pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i, example: 'D02 X285', what: 'an Eircode', stateLabel: null },
};

/** Any other country: 2–10 letters, digits, spaces or hyphens, starting and ending with a letter or digit. */
const OTHER = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

const ALIASES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  gb: 'GB',
  uk: 'GB',
  'u.k.': 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  ca: 'CA',
  canada: 'CA',
  au: 'AU',
  australia: 'AU',
  ie: 'IE',
  ireland: 'IE',
  'republic of ireland': 'IE',
  eire: 'IE',
  éire: 'IE',
};

/** 'United Kingdom', 'uk', 'GB' → 'GB'; a country without its own rules → null. */
export const countryCodeOf = (country: string | null | undefined): string | null => ALIASES[(country ?? '').trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;

export const postcodeRuleOf = (country: string | null | undefined): PostcodeRule | null => {
  const code = countryCodeOf(country);
  return code ? (RULES[code] ?? null) : null;
};

/** The postcode field's label for the country typed so far. */
export const postcodeLabel = (country: string | null | undefined) => postcodeRuleOf(country)?.label ?? 'Postcode / ZIP code';

/** The state field's label: 'State', 'Province', or 'State or region' where the country needs none (optional there). */
export const stateLabel = (country: string | null | undefined) => postcodeRuleOf(country)?.stateLabel ?? 'State or region';

export const stateRequired = (country: string | null | undefined) => postcodeRuleOf(country)?.stateLabel != null;

/** Why a (non-empty) postcode does not fit the country, in plain words; null when it fits. */
export function postcodeProblem(postcode: string, country: string | null | undefined): string | null {
  const value = postcode.trim();
  const rule = postcodeRuleOf(country);
  if (rule) return rule.pattern.test(value) ? null : `Enter ${rule.what}, like ${rule.example}.`;
  return OTHER.test(value) ? null : `Enter a postcode of 2 to ${POSTCODE_MAX} letters, digits, spaces or hyphens.`;
}

type Issue = { code: 'custom'; message: string; path: string[] };

/**
 * The address checks both schemas add with superRefine: the postcode by country (when one is given) and, when
 * `requireState`, a state where the country has them.
 */
export function addressIssues(
  a: { postcode: string | undefined; state: string | undefined; country: string | undefined },
  keys: { postcode: string; state: string },
  requireState: boolean,
): Issue[] {
  const issues: Issue[] = [];
  const postcode = a.postcode?.trim() ?? '';
  if (postcode) {
    const problem = postcodeProblem(postcode, a.country);
    if (problem) issues.push({ code: 'custom', message: problem, path: [keys.postcode] });
  }
  if (requireState && stateRequired(a.country) && !a.state?.trim()) {
    issues.push({ code: 'custom', message: `${postcodeRuleOf(a.country)?.stateLabel ?? 'State'} is required`, path: [keys.state] });
  }
  return issues;
}

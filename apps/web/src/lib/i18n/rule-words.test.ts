import { i18n } from '@lingui/core';
import {
  addressIssues,
  analysisBodySchema,
  deleteAccountBodySchema,
  diaryDateSchema,
  passwordSchema,
  postcodeLabel,
  postcodeProblem,
  profileUpdateBodySchema,
  stateLabel,
  usernameSchema,
} from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { RULE_WORDS, ruleWords } from './rule-words';

describe('words of the shared rules', () => {
  it('says in English exactly what the rule says', () => {
    for (const [english, words] of RULE_WORDS) expect(i18n._(words)).toBe(english);
  });

  it('has words for the problems the rules report', () => {
    const known = new Set(RULE_WORDS.map(([english]) => english));
    const reported = [
      ...['a', 'x'.repeat(300)].flatMap((p) => passwordSchema.safeParse(p).error?.issues ?? []),
      ...['ab', 'a@b', 'x'.repeat(60)].flatMap((u) => usernameSchema.safeParse(u).error?.issues ?? []),
      ...(diaryDateSchema.safeParse('2026-02-30').error?.issues ?? []),
      ...(diaryDateSchema.safeParse('tomorrow').error?.issues ?? []),
      ...(profileUpdateBodySchema.safeParse({ password: 'a-new-password', locale: 'xx' }).error?.issues ?? []),
      ...(deleteAccountBodySchema.safeParse({ password: '' }).error?.issues ?? []),
      ...(analysisBodySchema.safeParse({ triggers: [], emotions: [], immediate_thoughts: [] }).error?.issues ?? []),
    ].map((issue) => issue.message);
    for (const country of ['US', 'GB', 'CA', 'AU', 'IE', 'France']) {
      reported.push(postcodeLabel(country), stateLabel(country), postcodeProblem('!', country) ?? '');
      reported.push(...addressIssues({ postcode: '!', state: '', country }, { postcode: 'p', state: 's' }, true).map((i) => i.message));
    }
    expect(reported.filter((text) => !known.has(text))).toEqual([]);
  });

  it('shows unknown text as it is', () => {
    expect(ruleWords('Something new')).toBe('Something new');
    expect(ruleWords(undefined)).toBeUndefined();
  });
});

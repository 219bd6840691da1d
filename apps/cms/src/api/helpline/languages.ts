import { errors } from '@strapi/utils';
import { helplineLanguagesProblem, parseHelplineLanguages } from '@steady/contracts';

/**
 * On a create or update that carries `languages` (admin, seed, API): a value that names something other
 * than primary language codes is a 400 saying what is wrong, so the SOS page never shows 'Languages: xx';
 * a good one is stored as the page reads it ('es, EN' → 'es,en'). Empty is allowed: no one has said.
 */
export const checkLanguages = (data: Record<string, unknown> | undefined) => {
  if (!data || !('languages' in data)) return;
  const value = data.languages;
  if (value === null || value === undefined) return;
  if (typeof value !== 'string') throw new errors.ValidationError('languages: give language codes separated by commas, e.g. "es,en".');
  const problem = helplineLanguagesProblem(value);
  if (problem) throw new errors.ValidationError(problem);
  const codes = parseHelplineLanguages(value);
  data.languages = codes.length ? codes.join(',') : null;
};

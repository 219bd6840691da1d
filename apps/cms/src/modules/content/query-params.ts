import { CONTENT_QUERY_PARAMS } from '@steady/contracts';
import { errors } from '@strapi/utils';
import { isSpecForm, isViewParam, rootOf } from './spec-forms';

/**
 * A content request's query string, split as Strapi's qs reads it ('&' between pairs, '+' a space):
 * the parameters that choose rows (kept raw, so a key never makes two different queries one), and
 * the populate/fields pairs (decoded, to compare with the spec's forms).
 */
export type SplitQuery = { kept: string[]; viewPairs: [string, string][]; other: boolean };

const ALLOWED = new Set<string>(CONTENT_QUERY_PARAMS);

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

export const splitQuery = (querystring: string): SplitQuery => {
  const split: SplitQuery = { kept: [], viewPairs: [], other: false };
  if (!querystring) return split;
  for (const segment of querystring.split('&')) {
    if (!segment) continue;
    const equals = segment.indexOf('=');
    const name = decode(equals < 0 ? segment : segment.slice(0, equals));
    const value = equals < 0 ? '' : decode(segment.slice(equals + 1));
    if (name === undefined || value === undefined) split.other = true;
    else if (isViewParam(name)) split.viewPairs.push([name, value]);
    else if (ALLOWED.has(rootOf(name))) split.kept.push(segment);
    else split.other = true;
  }
  return split;
};

/** Whether the populate/fields of a request to `routePath` may pass: none, or one of the spec's forms. */
export const viewParamsAllowed = (routePath: string, split: SplitQuery) => split.viewPairs.length === 0 || isSpecForm(routePath, split.viewPairs);

class ViewParamsError extends errors.ValidationError {}

/**
 * Refuses populate/fields sent to any API route (`routePath`: the route's collection path, lower case),
 * but the spec's forms for it: every route chooses its own fields and relations. A 400 naming the
 * parameter as sent; run for every request by the query guard (middlewares/query-guard), before any route.
 */
export const refuseViewParams = (routePath: string, querystring: string) => {
  const split = splitQuery(querystring);
  if (viewParamsAllowed(routePath, split)) return;
  const name = split.viewPairs[0][0].slice(0, 100);
  throw new ViewParamsError(`Invalid query parameter ${name}: ${routePath} chooses its own fields and relations; send filters, sort and pagination only.`, {
    source: 'query',
    param: rootOf(name),
    path: name,
    code: 'invalid_query',
  });
};

/**
 * The cache key of a content request (path + the row-choosing parameters as sent), or undefined when
 * its answer must come from Strapi: a populate/fields that is not a spec form (a 400 there), a
 * parameter a content route does not take, or an encoding that does not decode. The view is implied
 * by the path, so a spec form shares its key with the same request without it.
 */
export const contentQueryKey = (collectionPath: string, path: string, querystring: string): string | undefined => {
  const split = splitQuery(querystring);
  if (split.other || !viewParamsAllowed(collectionPath, split)) return undefined;
  return split.kept.length ? `${path}?${split.kept.join('&')}` : path;
};

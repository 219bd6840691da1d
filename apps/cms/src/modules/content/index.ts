/** Public content: the views each route reads through, the spec's query forms and the cache key. */
export { VIEWS, skillViewFor, type ContentView } from './views';
export { contentView, fixedView, CONTENT_VIEW_STATE } from './view-middleware';
export { contentQueryKey, refuseViewParams, splitQuery } from './query-params';
export { isSpecForm } from './spec-forms';
export { toMedia, toPlan, toSteps, toTemplates, toSkillDetail } from './shapes';
// The response cache for anonymous reads (decision 005), the answer before Koa and the query guard.
export * from './content-answer';
export * from './content-cache';
export * from './content-cache-instance';
export * from './content-cache-invalidation';
export * from './content-fast-path';
export * from './query-guard';
export { TRANSLATED_FIELDS, ENGLISH_VERSION, requestedLocale, translateRows } from './translations';

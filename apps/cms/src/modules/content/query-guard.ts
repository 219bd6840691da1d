import { errors } from '@strapi/utils';

/**
 * Structural checks of Strapi's query parameters (filters, sort, pagination, status, locale) before any
 * controller or the database sees them; populate and fields never get this far but as the spec's fixed
 * forms (refuseViewParams, docs/decisions/016-content-views.md). Strapi's own validator looks
 * names up with `schema.attributes[name]`, so `toString` or `constructor` pass as "attributes", and the
 * database layer throws plain errors (500) at shapes the validator lets through: `$and` that is not a list,
 * `$between` with one value, an operator inside an operator, 1e999 for a number. Here every name must be an
 * own attribute and every value must fit its attribute, or the request is a 400 naming the parameter.
 * With no schema (a route that is not a content type's) only the shapes and names are checked.
 */

type Attribute = { type: string; target?: string; component?: string; relation?: string; private?: boolean };
export type Schema = { uid: string; attributes: Record<string, Attribute> };
export type GetModel = (uid: string) => Schema | undefined;

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

const PROTOTYPE_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const GROUP = new Set(['$and', '$or']);
const LIKE = new Set(['$startsWith', '$endsWith', '$contains', '$notContains']);
const CASE_INSENSITIVE = new Set(['$eqi', '$nei', '$startsWithi', '$endsWithi', '$containsi', '$notContainsi']);
const COMPARE = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte']);
const LIST = new Set(['$in', '$notIn']);
const NULL_CHECK = new Set(['$null', '$notNull']);
const VALUE_OPERATORS = new Set([...LIKE, ...CASE_INSENSITIVE, ...COMPARE, ...LIST, ...NULL_CHECK, '$between']);
const ID_KEYS = new Set(['id', 'documentId']);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration']);
const SCALAR_TYPES = new Set([
  ...TEXT_TYPES,
  'password',
  'json',
  'blocks',
  'boolean',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'date',
  'time',
  'datetime',
  'timestamp',
]);
const PAGINATION_KEYS = new Set(['page', 'pageSize', 'start', 'limit', 'withCount']);
const MAX_TEXT = 2000;

const INT32 = 2 ** 31;
const INT64 = BigInt('9223372036854775808');
const BOOLEAN_WORDS = new Set(['true', 'false', 't', 'f', '1', '0']);
const TIME = /^(2[0-3]|[01][0-9]):([0-5][0-9]):([0-5][0-9])(\.[0-9]{1,3})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

class QueryError extends errors.ValidationError {}

const fail = (param: string, path: string, reason: string): never => {
  throw new QueryError(`Invalid query parameter ${path}: ${reason}.`, { source: 'query', param, path, code: 'invalid_query' });
};

const realDate = (y: string, m: string, d: string) => {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return Number(y) >= 1 && date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
};

const validDateTime = (text: string) => {
  if (/^\d{1,15}$/.test(text)) return true; // a timestamp in milliseconds
  const m = DATE_TIME.exec(text);
  if (!m || !realDate(m[1], m[2], m[3])) return false;
  const [hours, minutes, seconds] = [m[4], m[5], m[6]].map((part) => Number(part ?? 0));
  return hours < 24 && minutes < 60 && seconds < 60;
};

/** Why `value` cannot be compared with an attribute of `type`, or undefined when it can. */
const valueProblem = (type: string, value: unknown): string | undefined => {
  if (value === null) return undefined;
  if (!isScalar(value)) return 'expected a single value';
  const text = String(value).trim();
  if (text.length > MAX_TEXT) return `a value may be at most ${MAX_TEXT} characters`;
  switch (type) {
    case 'integer':
      return /^[+-]?\d{1,10}$/.test(text) && Math.abs(Number(text)) < INT32 ? undefined : 'expected a whole number within range';
    case 'biginteger':
      return /^[+-]?\d{1,19}$/.test(text) && BigInt(text) < INT64 && BigInt(text) >= -INT64 ? undefined : 'expected a whole number within range';
    case 'float':
    case 'decimal':
      return text !== '' && Number.isFinite(Number(text)) ? undefined : 'expected a finite number';
    case 'boolean':
      return BOOLEAN_WORDS.has(text.toLowerCase()) ? undefined : 'expected true or false';
    case 'date': {
      const m = DATE.exec(text);
      return m && realDate(m[1], m[2], m[3]) ? undefined : 'expected a date as YYYY-MM-DD';
    }
    case 'datetime':
    case 'timestamp':
      return validDateTime(text) ? undefined : 'expected an ISO 8601 date and time';
    case 'time':
      return TIME.test(text) ? undefined : 'expected a time as HH:mm:ss';
    default:
      return undefined;
  }
};

/** A name the query may use for an attribute of `schema` (own attribute, or id/documentId). */
const attributeOf = (schema: Schema | undefined, key: string, param: string, path: string): Attribute | undefined => {
  if (PROTOTYPE_NAMES.has(key)) fail(param, path, `${key} is not a field`);
  if (!schema) return undefined;
  if (key === 'id') return { type: 'integer' };
  if (key === 'documentId') return { type: 'string' };
  if (!has(schema.attributes, key)) fail(param, path, `${schema.uid} has no field ${key}`);
  return schema.attributes[key];
};

const targetOf = (attribute: Attribute, getModel: GetModel): Schema | undefined => {
  if (attribute.type === 'component' && attribute.component) return getModel(attribute.component);
  if (attribute.type === 'media') return getModel('plugin::upload.file');
  if (attribute.type === 'relation' && attribute.target) return getModel(attribute.target);
  return undefined;
};

const isMorph = (attribute: Attribute) => attribute.type === 'dynamiczone' || (attribute.type === 'relation' && !attribute.target);

type Walk = { param: string; getModel: GetModel; depth: number };
const MAX_DEPTH = 12;

const deeper = (walk: Walk, path: string): Walk => {
  if (walk.depth >= MAX_DEPTH) fail(walk.param, path, 'nested too deeply');
  return { ...walk, depth: walk.depth + 1 };
};

// ---- filters ------------------------------------------------------------------------------------------

/** The operators and values applied to one scalar attribute, e.g. `{ $gt: 1, $lt: 9 }` or `'x'` or `['a','b']`. */
const checkAttributeCondition = (type: string | undefined, condition: unknown, walk: Walk, path: string, operator = '$eq'): void => {
  if (Array.isArray(condition)) {
    condition.forEach((value, i) => checkOperatorValue(type, operator === '$eq' ? '$in' : operator, value, walk, `${path}[${i}]`));
    return;
  }
  if (!isPlainObject(condition)) return checkOperatorValue(type, operator, condition, walk, path);
  const keys = Object.keys(condition);
  if (keys.length === 0) fail(walk.param, path, 'expected a value or an operator');
  for (const key of keys) {
    const at = `${path}[${key}]`;
    if (key === '$not') {
      checkAttributeCondition(type, condition[key], deeper(walk, at), at);
    } else if (VALUE_OPERATORS.has(key)) {
      checkOperatorValue(type, key, condition[key], walk, at);
    } else {
      fail(walk.param, at, key.startsWith('$') ? `${key} is not an operator for a field` : `${key} is not an operator`);
    }
  }
};

/** The value of one value operator: a single value, a list for $in/$notIn, exactly two for $between. */
const checkOperatorValue = (type: string | undefined, operator: string, value: unknown, walk: Walk, path: string): void => {
  if (isPlainObject(value)) fail(walk.param, path, `${operator} takes a value, not another operator or object`);
  if (type && (type === 'json' || type === 'blocks') && !NULL_CHECK.has(operator))
    fail(walk.param, path, 'this field can only be tested with $null or $notNull');
  if (type && LIKE.has(operator) && !TEXT_TYPES.has(type)) fail(walk.param, path, `${operator} applies to text fields only`);
  const values = Array.isArray(value) ? value : [value];
  if (operator === '$between' && (!Array.isArray(value) || value.length !== 2)) fail(walk.param, path, '$between takes exactly two values');
  if (Array.isArray(value) && !LIST.has(operator) && operator !== '$between' && operator !== '$in') fail(walk.param, path, `${operator} takes a single value`);
  if (values.length > 100) fail(walk.param, path, 'at most 100 values');
  values.forEach((v, i) => {
    const at = Array.isArray(value) ? `${path}[${i}]` : path;
    if (!isScalar(v)) fail(walk.param, at, 'expected a single value');
    if (NULL_CHECK.has(operator)) {
      if (v !== null && !BOOLEAN_WORDS.has(String(v).toLowerCase())) fail(walk.param, at, `${operator} takes true or false`);
      return;
    }
    // Case-insensitive operators compare text, whatever the field's type.
    const problem = valueProblem(CASE_INSENSITIVE.has(operator) || !type ? 'string' : type, v);
    if (problem) fail(walk.param, at, problem);
  });
};

/** A relation's condition: an id (or list of ids), one operator on the id, or conditions on the target's fields. */
const checkRelationCondition = (target: Schema | undefined, condition: unknown, walk: Walk, path: string): void => {
  if (!isPlainObject(condition)) return checkAttributeCondition(target ? 'integer' : undefined, condition, walk, path);
  const keys = Object.keys(condition);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) fail(walk.param, path, 'operators and field names cannot be mixed here');
  if (operators.length > 1) fail(walk.param, path, 'only one operator is allowed on a relation');
  const [operator] = operators;
  if (!operator || GROUP.has(operator)) return checkFilters(target, condition, walk, path);
  if (!VALUE_OPERATORS.has(operator)) fail(walk.param, `${path}[${operator}]`, `${operator} is not an operator for a relation`);
  checkOperatorValue(target ? 'integer' : undefined, operator, condition[operator], walk, `${path}[${operator}]`);
};

/** A filters object at the level of a content type: field names and $and/$or/$not. */
const checkFilters = (schema: Schema | undefined, filters: unknown, walk: Walk, path: string): void => {
  if (!isPlainObject(filters)) fail(walk.param, path, 'expected an object of field names and operators');
  for (const [key, value] of Object.entries(filters as Record<string, unknown>)) {
    const at = `${path}[${key}]`;
    const inner = deeper(walk, at);
    if (GROUP.has(key)) {
      if (!Array.isArray(value)) fail(walk.param, at, `${key} takes a list of conditions`);
      (value as unknown[]).forEach((sub, i) => checkFilters(schema, sub, inner, `${at}[${i}]`));
    } else if (key === '$not') {
      checkFilters(schema, value, inner, at);
    } else if (key.startsWith('$')) {
      fail(walk.param, at, `${key} applies to a field, not to the whole filter`);
    } else {
      const attribute = attributeOf(schema, key, walk.param, at);
      if (!schema) {
        // No schema: only the shapes and names can be checked.
        if (isPlainObject(value) && Object.keys(value).some((k) => !k.startsWith('$'))) checkFilters(undefined, value, inner, at);
        else checkAttributeCondition(undefined, value, inner, at);
      } else if (attribute && isMorph(attribute)) {
        fail(walk.param, at, `${key} cannot be filtered on`);
      } else if (attribute && (attribute.type === 'relation' || attribute.type === 'media' || attribute.type === 'component')) {
        checkRelationCondition(targetOf(attribute, walk.getModel), value, inner, at);
      } else if (attribute && SCALAR_TYPES.has(attribute.type)) {
        checkAttributeCondition(attribute.type, value, inner, at);
      } else {
        fail(walk.param, at, `${key} cannot be filtered on`);
      }
    }
  }
};

// ---- sort ------------------------------------------------------------------------------------------------

const names = (value: unknown, param: string, path: string): string[] => {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 100) fail(param, path, 'at most 100 names');
  return list.flatMap((item, i) => {
    if (typeof item !== 'string') fail(param, Array.isArray(value) ? `${path}[${i}]` : path, 'expected a name or a comma-separated list of names');
    const parts = (item as string).split(',').map((s) => s.trim());
    // An empty name reaches the database as a column without a name (a 500).
    if (parts.some((part) => part === '')) fail(param, path, 'a name is empty');
    return parts;
  });
};

/** `title:asc`, `category.name:desc`, a list of those, or `{ title: 'asc', category: { name: 'desc' } }`. */
const checkSort = (schema: Schema | undefined, value: unknown, walk: Walk, path: string): void => {
  if (Array.isArray(value)) {
    if (value.length > 20) fail(walk.param, path, 'at most 20 sort keys');
    value.forEach((item, i) => checkSort(schema, item, deeper(walk, path), `${path}[${i}]`));
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, direction] of Object.entries(value)) {
      const at = `${path}[${key}]`;
      const attribute = attributeOf(schema, key, walk.param, at);
      if (isPlainObject(direction)) {
        if (schema && (!attribute || !['relation', 'component', 'media'].includes(attribute.type) || isMorph(attribute)))
          fail(walk.param, at, `${key} cannot be sorted through`);
        checkSort(attribute ? targetOf(attribute, walk.getModel) : undefined, direction, deeper(walk, at), at);
      } else {
        if (typeof direction !== 'string' || !/^(asc|desc)$/i.test(direction)) fail(walk.param, at, 'expected asc or desc');
        if (attribute && !SCALAR_TYPES.has(attribute.type) && !ID_KEYS.has(key)) fail(walk.param, at, `${key} cannot be sorted on`);
      }
    }
    return;
  }
  for (const entry of names(value, walk.param, path)) {
    const [dotted, direction, ...rest] = entry.split(':');
    if (rest.length || (direction !== undefined && !/^(asc|desc)$/i.test(direction))) fail(walk.param, path, `${entry}: expected name:asc or name:desc`);
    let current = schema;
    const segments = dotted.split('.');
    segments.forEach((segment, i) => {
      const attribute = attributeOf(current, segment, walk.param, path);
      if (!attribute) return;
      const last = i === segments.length - 1;
      if (last && !SCALAR_TYPES.has(attribute.type) && !ID_KEYS.has(segment)) fail(walk.param, path, `${segment} cannot be sorted on`);
      if (!last) {
        if (isMorph(attribute) || !['relation', 'component', 'media'].includes(attribute.type)) fail(walk.param, path, `${segment} cannot be sorted through`);
        current = targetOf(attribute, walk.getModel);
      }
    });
  }
};

// ---- pagination and the rest -----------------------------------------------------------------------------

const checkPagination = (value: unknown) => {
  if (!isPlainObject(value)) fail('pagination', 'pagination', 'expected pagination[page] and pagination[pageSize], or pagination[start] and pagination[limit]');
  const pagination = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(pagination)) {
    const at = `pagination[${key}]`;
    if (!PAGINATION_KEYS.has(key)) fail('pagination', at, `${key} is not a pagination option`);
    if (key === 'withCount') {
      if (!BOOLEAN_WORDS.has(String(v).toLowerCase())) fail('pagination', at, 'expected true or false');
      continue;
    }
    const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
    const min = key === 'start' ? 0 : key === 'limit' ? -1 : 1;
    const n = /^-?\d{1,7}$/.test(text) ? Number(text) : NaN;
    if (!(n >= min) || (key === 'limit' && n === 0))
      fail('pagination', at, `expected a whole number from ${min === -1 ? 1 : min} to 9999999${key === 'limit' ? ' (or -1)' : ''}`);
  }
  const pageBased = has(pagination, 'page') || has(pagination, 'pageSize');
  const offsetBased = has(pagination, 'start') || has(pagination, 'limit');
  if (pageBased && offsetBased) fail('pagination', 'pagination', 'use either page and pageSize or start and limit');
};

const checkText = (param: string, value: unknown, allowed?: RegExp) => {
  if (typeof value !== 'string' || value.length > 100 || (allowed && !allowed.test(value))) fail(param, param, 'expected a short text value');
};

/** Throws a 400 for a query whose Strapi parameters are malformed for `schema` (or for any schema when none is known). */
export const checkQuery = (query: Record<string, unknown>, schema: Schema | undefined, getModel: GetModel) => {
  const walk = (param: string): Walk => ({ param, getModel, depth: 0 });
  for (const [param, value] of Object.entries(query)) {
    if (value === undefined) continue;
    switch (param) {
      case 'filters':
        checkFilters(schema, value, walk(param), param);
        break;
      case 'sort':
        checkSort(schema, value, walk(param), param);
        break;
      case 'pagination':
        checkPagination(value);
        break;
      case 'status':
        checkText(param, value, /^(draft|published)$/);
        break;
      case 'locale':
        checkText(param, value, /^[A-Za-z0-9-]{1,35}$|^\*$|^all$/);
        break;
      case '_q':
        checkText(param, value);
        break;
      default:
        if (PROTOTYPE_NAMES.has(param)) fail(param, param, 'not a query parameter');
    }
  }
};

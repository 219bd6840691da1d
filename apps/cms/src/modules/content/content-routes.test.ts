import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_CONTENT_ROUTES, TRANSLATED_CONTENT_ROUTES } from '@steady/contracts';
import { describe, expect, it } from 'vitest';

type Schema = { kind: string; info: { pluralName: string; singularName: string }; pluginOptions?: { i18n?: { localized?: boolean } } };

/** Every content type by the route Strapi serves it on: a collection by its plural, a single type by its own name. */
const apiDir = path.join(__dirname, '..', '..', 'api');
const schemaByRoute = new Map<string, Schema>(
  fs.readdirSync(apiDir).flatMap((folder) => {
    const typesDir = path.join(apiDir, folder, 'content-types');
    if (!fs.existsSync(typesDir)) return [];
    return fs.readdirSync(typesDir).map((type): [string, Schema] => {
      const schema = JSON.parse(fs.readFileSync(path.join(typesDir, type, 'schema.json'), 'utf8')) as Schema;
      return [schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName, schema];
    });
  }),
);

describe('the shared list of public content routes', () => {
  it('names a content type for every route', () => {
    for (const route of PUBLIC_CONTENT_ROUTES) {
      expect(schemaByRoute.has(route), route).toBe(true);
    }
  });

  it('marks as translated exactly the routes whose content type Strapi keeps per language', () => {
    const localized = PUBLIC_CONTENT_ROUTES.filter((route) => schemaByRoute.get(route)?.pluginOptions?.i18n?.localized === true);
    expect(localized).toEqual(TRANSLATED_CONTENT_ROUTES);
  });
});

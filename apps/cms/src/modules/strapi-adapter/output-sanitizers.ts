import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

type Sanitizer = (...args: unknown[]) => unknown;

const requireHere = createRequire(__filename);

/**
 * users-permissions' own content-API output sanitizer, the function its register() adds
 * (dist/server/utils/sanitize/sanitizers.js, `defaultSanitizeOutput`): it only takes the users out of
 * role entities. Loaded from the same file Strapi loads, so it is the very function registered; undefined
 * when the file or the export has moved (then nothing is assumed about the sanitizers).
 */
let known: Sanitizer | null | undefined;
export const usersPermissionsOutputSanitizer = (): Sanitizer | undefined => {
  if (known === undefined) {
    try {
      const root = path.dirname(requireHere.resolve('@strapi/plugin-users-permissions/package.json'));
      const module = requireHere(path.join(root, 'dist', 'server', 'utils', 'sanitize', 'sanitizers.js')) as {
        __require?: () => { defaultSanitizeOutput?: Sanitizer };
      };
      known = module.__require?.().defaultSanitizeOutput ?? null;
    } catch {
      known = null;
    }
  }
  return known ?? undefined;
};

/** The output sanitizers plugins have added to the content API's own (`strapi.sanitizers`, a registry not in the public API). */
export const contentApiOutputSanitizers = (strapi: Core.Strapi): Sanitizer[] =>
  ((strapi as unknown as { sanitizers: { get: (key: string) => Sanitizer[] | undefined } }).sanitizers.get('content-api.output') ?? []) as Sanitizer[];

/**
 * Whether users-permissions' sanitizer is the only one plugins added: then the output sanitizer, for a
 * row of plain fields, only drops keys by the model (private fields, passwords), whatever their values.
 */
export const onlyUsersPermissionsSanitizesOutput = (strapi: Core.Strapi): boolean => {
  const added = contentApiOutputSanitizers(strapi);
  return added.length === 1 && added[0] === usersPermissionsOutputSanitizer();
};

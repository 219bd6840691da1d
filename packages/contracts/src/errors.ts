import { z } from 'zod';

/**
 * Strapi's error envelope, which our custom routes answer with too. `details.code` is the stable code of
 * the error (error-codes.ts, docs/api.md "Error codes"); a validation error lists its problems in
 * `details.errors`, each with its field `path`, `message` and `code`.
 */
export const apiErrorSchema = z.object({
  data: z.null().optional(),
  error: z.object({
    status: z.number(),
    name: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** One problem of a validation error: the field path (as Strapi writes it, a list of keys), its words and its code. */
export const apiFieldErrorSchema = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string(), code: z.string().optional() });
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

/** The code in an error answer's details, when there is one. */
export const errorCodeOfDetails = (details: unknown): string | undefined => {
  const code = (details as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

import { errors } from '@strapi/utils';
import type { z } from 'zod';

/** Parses input with a contracts schema; a failure becomes a 400 whose message names the first problem. */
export const parseOr400 = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const message = first?.path ? `${first.path}: ${first.message}` : (first?.message ?? 'Invalid request');
  throw new errors.ValidationError(message, { issues });
};

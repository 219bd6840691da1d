import type { z } from 'zod';
import { invalidInput } from '../http';

/** Parses input with a contracts schema; a failure becomes a 400 `invalid_input` whose message names the first problem. */
export const parseOr400 = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error);
};

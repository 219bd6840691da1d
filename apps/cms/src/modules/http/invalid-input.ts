import type { z } from 'zod';
import { CodedError } from './coded-errors';

/**
 * A contracts schema's refusal as `invalid_input`: the message names the first problem as before
 * ('password: Password must be at least 8 characters'); `details.errors` lists every problem with its field
 * path, the schema's words and zod's issue code (too_small, invalid_format, unrecognized_keys…).
 */
export const invalidInput = (error: z.ZodError): CodedError => {
  const problems = error.issues.map((i) => ({
    path: i.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: i.message,
    code: i.code as string,
  }));
  const first = problems[0];
  const where = first?.path.join('.');
  const message = where ? `${where}: ${first!.message}` : (first?.message ?? 'Invalid request');
  return new CodedError('invalid_input', { message, details: { errors: problems } });
};

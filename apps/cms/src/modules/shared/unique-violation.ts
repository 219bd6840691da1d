/** Whether a database error says a unique index refused the row (PostgreSQL 23505, SQLite's UNIQUE constraint). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  const message = String(e.message ?? '');
  if (/UNIQUE constraint failed|duplicate key value violates unique constraint/i.test(message)) return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
};

/**
 * Strapi's own check of a `unique` attribute, which runs before the write: when two requests race, the
 * loser may be refused there ('This attribute must be unique') rather than by the index. Same meaning.
 */
export const isUniqueRefusal = (error: unknown): boolean => {
  if (isUniqueViolation(error)) return true;
  const e = error as { name?: string; message?: string; details?: { errors?: { message?: string }[] } } | null;
  if (e?.name !== 'ValidationError') return false;
  return [e.message, ...(e.details?.errors ?? []).map((d) => d.message)].some((m) => /must be unique/i.test(String(m ?? '')));
};

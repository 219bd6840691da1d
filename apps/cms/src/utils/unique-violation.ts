/** Whether a database error says a unique index refused the row (PostgreSQL 23505, SQLite's UNIQUE constraint). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  const message = String(e.message ?? '');
  if (/UNIQUE constraint failed|duplicate key value violates unique constraint/i.test(message)) return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
};

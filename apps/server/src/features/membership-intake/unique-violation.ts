// Telling a unique-index refusal (a concurrent duplicate) from any other database error.

/** SQLite's SQLITE_CONSTRAINT_UNIQUE / PostgreSQL's 23505: another write took the key first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

// Errors of a write that lost a race, by the database's own codes (both dialects).
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** SQLite's SQLITE_CONSTRAINT_UNIQUE / PostgreSQL's 23505: another write took the key first. */
export const isUniqueViolation = (error: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'].includes(codeOf(error) ?? '');

/** SQLite's SQLITE_CONSTRAINT_FOREIGNKEY / PostgreSQL's 23503: a row another write still names. */
export const isForeignKeyViolation = (error: unknown) => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(error) ?? '');

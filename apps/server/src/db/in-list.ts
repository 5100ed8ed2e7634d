// Ids for an IN list, padded to the next power of two by repeating the last one. Each length
// of IN list is a statement text of its own, and both databases keep texts: PostgreSQL's named
// statements (a bounded number of names, db/pg-prepared-statements.ts) and SQLite's statement
// cache. Padded, a list of up to 64 ids takes 7 texts instead of 64. A repeated id matches the
// same row, so the answer is the same.
export function inList<T>(ids: readonly T[]): T[] {
  if (ids.length === 0) throw new Error('an IN list needs at least one id');
  let size = 1;
  while (size < ids.length) size *= 2;
  const list = [...ids];
  while (list.length < size) list.push(ids[ids.length - 1]!);
  return list;
}

// Pages of a list read one after another can hold the same row twice (a row that moved between
// pages while they were read): the list shows each once, where it was first seen.
export function onceEach<T extends { id: number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.filter((item) => !seen.has(item.id) && seen.add(item.id)));
}

// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const blogKeys = {
  cards: ['blog', 'cards'] as const,
  post: (id: number) => ['blog', 'post', id] as const,
  /** A members-only post as a member reads it (with the token; never public). */
  wholePost: (id: number) => ['blog', 'post', id, 'whole'] as const,
};

// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const homeKeys = {
  latestCards: ['home', 'latest-cards'] as const,
};

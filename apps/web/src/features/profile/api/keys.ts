// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const profileKeys = {
  profile: ['profile'] as const,
};

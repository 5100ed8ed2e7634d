// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const ordersKeys = {
  mine: ['orders', 'mine'] as const,
};

// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const membershipKeys = {
  plans: ['membership', 'plans'] as const,
  mine: ['membership', 'mine'] as const,
  applications: ['membership', 'applications', 'mine'] as const,
  paymentConfig: ['membership', 'payment-config'] as const,
};

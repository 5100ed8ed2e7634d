// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const authKeys = {
  passwordResetOffer: ['auth', 'password-reset'] as const,
  invitation: (token: string) => ['auth', 'invitation', token] as const,
};

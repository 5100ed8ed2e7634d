// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
export const adminSettingsKey = ['admin', 'settings'] as const;
export const passwordResetSetupKey = ['admin', 'settings', 'password-reset'] as const;

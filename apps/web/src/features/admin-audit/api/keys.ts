// This feature's query keys.
export const auditLogKey = ['admin', 'audit-log'] as const;

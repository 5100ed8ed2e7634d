// Shared layout of the settings groups.
export const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

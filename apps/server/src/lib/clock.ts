/** Timestamps are stored as ISO 8601 UTC text on both dialects (docs/decisions/002). */
export function nowIso(): string {
  return new Date().toISOString();
}

// Reading the JSON-text settings without zod: these run on every public page, where the
// schema library would be most of the bundle. The server already validated the structure on
// save (docs/product/content.md); this only guards against old or hand-edited values.
type Json = Record<string, unknown>;

function parse(text: string | undefined | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function readJsonList<T>(text: string | undefined | null, read: (entry: Json) => T): T[] {
  const value = parse(text);
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is Json => typeof entry === 'object' && entry !== null).map(read);
}

export function readJsonObject<T>(text: string | undefined | null, read: (value: Json) => T): T | undefined {
  const value = parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? read(value as Json) : undefined;
}

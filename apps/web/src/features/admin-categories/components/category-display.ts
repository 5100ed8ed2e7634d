// docs/product/back-office.md: 100-character excerpts; a category without a description shows a dash.
import { ADMIN_CATEGORIES_TEXTS as T, UI } from '@clanhall/shared';

export function descriptionExcerpt(description: string | null): string {
  const text = description ?? '';
  if (!text.trim()) return T.noDescription;
  // docs/product/back-office.md: exactly the first 100 characters (nothing trimmed), then an ellipsis.
  return text.length > UI.adminExcerpt ? `${text.slice(0, UI.adminExcerpt)}…` : text;
}

// back-office.md §9: 100-character excerpts; a category without a description shows a dash.
import { ADMIN_CATEGORIES_TEXTS as T, UI } from '@clanhall/shared';

export function descriptionExcerpt(description: string | null): string {
  const text = (description ?? '').trim();
  if (!text) return T.noDescription;
  return text.length > UI.adminExcerpt ? `${text.slice(0, UI.adminExcerpt).trimEnd()}…` : text;
}

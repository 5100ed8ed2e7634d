// docs/product/back-office.md: the Category column's default and the 100-character excerpt.
import { ADMIN_PRODUCTS_TEXTS as T, UI, type Product } from '@clanhall/shared';

export function categoryLabel(product: Pick<Product, 'category_name'>): string {
  return product.category_name?.trim() || T.uncategorized;
}

/** The first 100 characters of the description, with an ellipsis when cut. */
export function descriptionExcerpt(description: string | null): string {
  const text = description ?? '';
  if (!text.trim()) return T.noDescription;
  // docs/product/back-office.md: exactly the first 100 characters (nothing trimmed), then an ellipsis.
  return text.length > UI.adminExcerpt ? `${text.slice(0, UI.adminExcerpt)}…` : text;
}

// docs/product/shop-and-payments.md Shop: the search box filters by name or description, case-insensitive; the
// category select keeps one category ('all' keeps every product).
import type { Product } from '@clanhall/shared';

export const ALL_CATEGORIES = 'all';

export function filterProducts(products: readonly Product[], search: string, category: string): Product[] {
  const needle = search.trim().toLowerCase();
  return products.filter((product) => {
    if (category !== ALL_CATEGORIES && String(product.category_id) !== category) return false;
    if (!needle) return true;
    return product.name.toLowerCase().includes(needle) || (product.description ?? '').toLowerCase().includes(needle);
  });
}

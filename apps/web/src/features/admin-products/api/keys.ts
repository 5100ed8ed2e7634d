// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateTopic } from '../../../lib/query-topics';

/** The products screen's one read: products and categories together (docs/product/back-office.md). */
export const adminCatalogueKey = ['admin', 'shop', 'catalogue'] as const;

/** After any change: every query showing products (this screen, the member shop, the dashboard). */
export function refreshProducts(queryClient: QueryClient) {
  void invalidateTopic(queryClient, 'products');
}

// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateTopic } from '../../../lib/query-topics';

export const adminCategoriesKey = ['admin', 'shop', 'categories'] as const;

/**
 * After any change: every query showing categories, and every one showing products, which
 * carry their category's name (the products screen, the member shop).
 */
export function refreshCategories(queryClient: QueryClient) {
  void invalidateTopic(queryClient, 'categories');
  void invalidateTopic(queryClient, 'products');
}

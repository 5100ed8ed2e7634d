// PUT /api/shop/cart/update { item_id, quantity } → { item, items }: sets a line's quantity
// (docs/product/shop-and-payments.md; above stock: 400 'Only N in stock').
import type { CartWriteResponse, UpdateCartBody } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function updateCartLine(itemId: number, quantity: number): Promise<CartWriteResponse> {
  const body: UpdateCartBody = { item_id: itemId, quantity };
  return http.put<CartWriteResponse>('/api/shop/cart/update', body);
}

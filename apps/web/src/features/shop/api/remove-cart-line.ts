// DELETE /api/shop/cart/remove/{id} → { success, item: null, items } (docs/product/shop-and-payments.md: used
// when a quantity reaches 0 or less, and by the remove button).
import type { CartWriteResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function removeCartLine(itemId: number): Promise<CartWriteResponse> {
  return http.delete<CartWriteResponse>(`/api/shop/cart/remove/${itemId}`);
}

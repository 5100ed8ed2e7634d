// POST /api/shop/cart/add { product_id, quantity: 1 } → { item, items } (docs/product/shop-and-payments.md).
// A product already in the cart grows by one; above stock the answer is 400 'Only N in stock'.
import { UI, type AddToCartBody, type CartWriteResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function addToCart(productId: number): Promise<CartWriteResponse> {
  const body: AddToCartBody = { product_id: productId, quantity: UI.addToCartQuantity };
  return http.post<CartWriteResponse>('/api/shop/cart/add', body);
}

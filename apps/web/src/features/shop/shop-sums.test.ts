// docs/product/shop-and-payments.md: totals summed in cents, the price charged, the shop's
// filter and which server words the member is shown.
import { describe, expect, it } from 'vitest';
import type { Product } from '@clanhall/shared';
import { ApiError } from '../../lib/http';
import { cartTotalCents } from './cart-total';
import { clientErrorText, refusalReason } from './client-error-text';
import { ALL_CATEGORIES, filterProducts } from './filter-products';
import { shownPrice } from './product-price';

describe('cart total', () => {
  it('is the sum of price times quantity in whole cents', () => {
    expect(cartTotalCents([])).toBe(0);
    expect(
      cartTotalCents([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(50);
    expect(
      cartTotalCents([
        { price: 8.4, quantity: 3 },
        { price: 17.35, quantity: 1 },
      ]),
    ).toBe(4255);
  });
});

describe('shown price', () => {
  it('charges a lower sale price and shows the regular one beside it', () => {
    expect(shownPrice({ price: 20, sale_price: 15.5 })).toEqual({ charged: 15.5, regular: 20 });
    expect(shownPrice({ price: 20, sale_price: 25 })).toEqual({ charged: 20, regular: null });
    expect(shownPrice({ price: 20, sale_price: null })).toEqual({ charged: 20, regular: null });
  });
});

describe('filterProducts', () => {
  const product = (id: number, name: string, description: string | null, category_id: number | null) =>
    ({ id, name, description, category_id }) as Product;
  const products = [
    product(1, 'Iron Torc', 'Hand-forged', 1),
    product(2, 'Cloak', 'Warm WOOL', 2),
    product(3, 'Horn', null, null),
  ];

  it('finds by name or description, case-insensitive, and keeps one category', () => {
    expect(filterProducts(products, '  wool ', ALL_CATEGORIES).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, 'TORC', ALL_CATEGORIES).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, '', '2').map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, 'horn', '1')).toEqual([]);
    expect(filterProducts(products, '', ALL_CATEGORIES)).toHaveLength(3);
  });
});

describe('client error text', () => {
  it("shows the server's words for a 4xx refusal, else the action's own message", () => {
    expect(clientErrorText(new ApiError(409, 'x', 'Only 2 in stock'), 'Error adding to cart')).toBe('Only 2 in stock');
    expect(clientErrorText(new ApiError(500, 'x', 'Internal'), 'Error adding to cart')).toBe('Error adding to cart');
    expect(clientErrorText(new ApiError(400, 'Request failed'), 'Error adding to cart')).toBe('Error adding to cart');
    expect(refusalReason(new Error('network'))).toBeNull();
  });
});

// The catalogue and the cart (docs/product/shop-and-payments.md; docs/product/back-office.md).
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { bodyId, imageInput, isoDate, limitParam, optionalText, pageQuery } from './common.js';

/** A shop list: the whole catalogue at once, within a larger cap (docs/product/operating.md). */
export const shopPageQuery = pageQuery.extend({ limit: limitParam(LIMITS.shopPageMax, LIMITS.shopPageDefault) });

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Category = z.infer<typeof category>;

export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Dollars. */
  price: z.number(),
  /** Dollars; the price charged when set and lower than `price`. */
  sale_price: z.number().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  image_url: z.string().nullable(),
  stock_quantity: z.number().int(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  sort_order: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Product = z.infer<typeof product>;

export const productsResponse = z.object({ products: z.array(product) });
export const productResponse = z.object({ product });
export const categoriesResponse = z.object({ categories: z.array(category) });
export const categoryResponse = z.object({ category });

// Numbers are taken as typed (docs/product/operating.md): a JSON number, never text or null made into one.
const money = (label: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) })
    .min(0, { message: `${label} must not be negative` })
    .max(LIMITS.priceMax, { message: `${label} must be at most ${LIMITS.priceMax}` })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: `${label} must have at most 2 decimals`,
    });
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(min, { message: `${label} must be at least ${min}` })
    .max(max, { message: `${label} must be at most ${max}` });
const sortOrder = wholeNumber('Sort order', -1_000_000, 1_000_000).default(0);

/** POST/PUT /api/admin/shop/products (docs/product/back-office.md: defaults stock 0, active, not featured, sort 0). */
export const saveProductBody = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(LIMITS.productNameMax, { message: `Name must be at most ${LIMITS.productNameMax} characters` }),
  description: optionalText(LIMITS.productDescriptionMax),
  price: money('Price'),
  /** null: no sale price. */
  sale_price: money('Sale price').nullable().optional(),
  /** null: no category (Uncategorized). */
  category_id: wholeNumber('Category', 1, 2_147_483_647).nullable().optional(),
  image_url: imageInput,
  stock_quantity: wholeNumber('Stock', 0, LIMITS.stockMax).default(0),
  is_active: z.boolean({ message: 'is_active must be true or false' }).default(true),
  is_featured: z.boolean({ message: 'is_featured must be true or false' }).default(false),
  sort_order: sortOrder,
});
export type SaveProductBody = z.infer<typeof saveProductBody>;

/** POST/PUT /api/admin/shop/categories (docs/product/back-office.md: defaults sort 0, active). */
export const saveCategoryBody = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(LIMITS.categoryNameMax, { message: `Name must be at most ${LIMITS.categoryNameMax} characters` }),
  description: optionalText(LIMITS.categoryDescriptionMax),
  image_url: imageInput,
  sort_order: sortOrder,
  is_active: z.boolean({ message: 'is_active must be true or false' }).default(true),
});
export type SaveCategoryBody = z.infer<typeof saveCategoryBody>;

/** A cart line (docs/product/shop-and-payments.md): the line id, the product, its name and charged price now. */
export const cartLine = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  /** Dollars: the price charged now (the sale price when lower). */
  price: z.number(),
  quantity: z.number().int(),
  image_url: z.string().nullable(),
  /** What is left in stock, so the cart can say when a line can grow no more. */
  stock_quantity: z.number().int(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartResponse = z.object({ items: z.array(cartLine) });
export type CartResponse = z.infer<typeof cartResponse>;
/** A cart write answers with the line written (when there is one) and the whole cart now. */
export const cartWriteResponse = z.object({ item: cartLine.nullable(), items: z.array(cartLine) });
export type CartWriteResponse = z.infer<typeof cartWriteResponse>;
/** DELETE /api/shop/cart/remove/:id: the cart write answer (no line left to show) plus docs/product/operating.md's { success: true }. */
export const cartRemoveResponse = cartWriteResponse.extend({ success: z.literal(true), item: z.null() });
export type CartRemoveResponse = z.infer<typeof cartRemoveResponse>;

/** POST /api/shop/cart/add (docs/product/shop-and-payments.md: quantity 1). */
export const addToCartBody = z.object({
  product_id: bodyId('product_id', 'a product id'),
  quantity: wholeNumber('Quantity', 1, LIMITS.cartQuantityMax).default(1),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

/** PUT /api/shop/cart/update: a quantity of 0 or less removes the line (docs/product/shop-and-payments.md). */
export const updateCartBody = z.object({
  item_id: bodyId('item_id', 'a cart line id'),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int({ message: 'Quantity must be a whole number' })
    .max(LIMITS.cartQuantityMax, { message: `Quantity must be at most ${LIMITS.cartQuantityMax}` }),
});
export type UpdateCartBody = z.infer<typeof updateCartBody>;

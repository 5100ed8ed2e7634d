// The product dialog's form: text as typed (number inputs give text), and what is sent.
// docs/product/back-office.md: new products default to stock 0, active, not featured, sort order 0.
import type { Category, Product } from '@clanhall/shared';
import type { ProductInput } from '../api/create-product';

export interface ProductForm {
  name: string;
  description: string;
  price: string;
  sale_price: string;
  /** '' for none (Uncategorized). */
  category_id: string;
  image_url: string;
  stock_quantity: string;
  is_active: boolean;
  is_featured: boolean;
  sort_order: string;
}

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** Money as the list shows it, 2 decimals (docs/product/back-office.md). */
const moneyText = (n: number | null | undefined) => (n === null || n === undefined ? '' : n.toFixed(2));

export function initialProductForm(product: Product | undefined, categories: Category[]): ProductForm {
  // A category deleted meanwhile is not among the options: the product shows as Uncategorized.
  const categoryKnown = categories.some((c) => c.id === product?.category_id);
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: moneyText(product?.price),
    sale_price: moneyText(product?.sale_price),
    category_id: categoryKnown ? String(product!.category_id) : '',
    image_url: product?.image_url ?? '',
    stock_quantity: numberText(product?.stock_quantity ?? 0),
    is_active: product?.is_active ?? true,
    is_featured: product?.is_featured ?? false,
    sort_order: numberText(product?.sort_order ?? 0),
  };
}

const blank = (text: string) => text.trim() === '';
const numberOrNull = (text: string) => (blank(text) ? null : Number(text));
const numberOrLeftOut = (text: string) => (blank(text) ? undefined : Number(text));

/**
 * No client-side checks (docs/product/back-office.md): whatever was typed goes to the server, whose
 * message decides. Blank fields that are not nullable are left out (ProductInput).
 */
export function toProductInput(form: ProductForm): ProductInput {
  return {
    name: form.name,
    description: form.description,
    price: numberOrLeftOut(form.price),
    sale_price: numberOrNull(form.sale_price),
    category_id: numberOrNull(form.category_id),
    image_url: form.image_url,
    stock_quantity: numberOrLeftOut(form.stock_quantity),
    is_active: form.is_active,
    is_featured: form.is_featured,
    sort_order: numberOrLeftOut(form.sort_order),
  };
}

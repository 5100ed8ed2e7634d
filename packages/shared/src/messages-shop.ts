// Visible texts and messages of the shop, checkout, orders and the back office's catalogue and
// orders, copied exactly from member-site.md §2, §4, §5, §8 and back-office.md §2, §8 where the
// documents give them; the rest are the screens' own words around them.
import type { OrderStatus } from './constants.js';

/** Answers of the shop's server calls (platform.md §5). */
export const SHOP_ERRORS = {
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  cartItemNotFound: 'Cart item not found',
  orderNotFound: 'Order not found',
  orderItemNotFound: 'Order item not found',
  paymentNotFound: 'Payment not found',
  /** platform.md §5: a quantity above stock. */
  onlyInStock: (n: number) => `Only ${n} in stock`,
  outOfStock: 'This product is out of stock',
  productUnavailable: 'This product is no longer available',
  cartEmpty: 'Your cart is empty',
  cartFull: 'Your cart is full',
  /** platform.md §5: an amount that differs from the server's total, or an intent used for another cart. */
  cartChanged: 'Your cart has changed. Please review your order.',
  paymentNotSucceeded: 'Payment was not successful',
  paymentUsed: 'This payment was already used for another order.',
  paymentNotYours: 'This payment belongs to another account.',
  paymentRefunded: 'This payment was refunded.',
  soldOutRefunded: 'Some items sold out while you paid. Your payment has been refunded.',
  tooManyPayments: 'Too many payment attempts. Please try again later.',
} as const;

/** platform.md §5: the built-in test provider's answers, with Stripe's test-card meanings. */
export const CARD_ERRORS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  incorrectCvc: "Your card's security code is incorrect.",
} as const;

/** member-site.md §2 Shop, §5, §8 */
export const SHOP_MESSAGES = {
  title: 'Shop',
  searchPlaceholder: 'Search products',
  allCategories: 'All Categories',
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  addToCart: 'Add to Cart',
  loginToAdd: 'Please login to add items to cart',
  loadFailed: 'Error loading products',
  updateFailed: 'Error updating cart',
  addFailed: 'Error adding to cart',
  added: 'Added to cart!',
  cartTitle: 'Shopping Cart',
  cartEmpty: 'Your cart is empty',
  continueShopping: 'Continue Shopping',
  checkout: 'Checkout',
} as const;

/** member-site.md §2 Shop (checkout), §4, §8 */
export const CHECKOUT_MESSAGES = {
  title: 'Secure Checkout',
  steps: ['Shipping Info', 'Order Summary', 'Payment'] as const,
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  processing: 'Processing Payment...',
  noClientSecret: 'No payment intent received from server',
  notSucceeded: 'Payment was not successful',
  failed: 'Payment failed. Please try again.',
  orderFailed: 'Payment successful but order creation failed. Please contact support.',
  success: 'Payment successful! Order placed. Check your Orders page for details.',
} as const;

/** member-site.md §2 Order history */
export const ORDER_MESSAGES = {
  emptyTitle: 'No Orders Yet',
  emptyText: 'Start shopping to see your order history here',
} as const;

/** back-office.md §8 Products */
export const ADMIN_PRODUCT_MESSAGES = {
  fetchFailed: 'Error fetching data',
  deleteFailed: 'Error deleting product',
  saveFailed: 'Error saving product',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
} as const;

/** back-office.md §8 Categories */
export const ADMIN_CATEGORY_MESSAGES = {
  fetchFailed: 'Error fetching categories',
  deleteFailed: 'Error deleting category',
  saveFailed: 'Error saving category',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
} as const;

/** back-office.md §8 Orders */
export const ADMIN_ORDER_MESSAGES = {
  fetchFailed: 'Error fetching orders',
  detailsFailed: 'Error fetching order details',
  statusFailed: 'Error updating order status',
  itemStatusFailed: 'Error updating item status',
  statusUpdated: 'Order status updated successfully',
  itemStatusUpdated: 'Item status updated successfully',
} as const;

/** back-office.md §2 /admin/shop/products */
export const ADMIN_PRODUCTS_TEXTS = {
  title: 'Product Management',
  addProduct: 'Add Product',
  totalProducts: 'Total Products',
  activeProducts: 'Active Products',
  featuredProducts: 'Featured Products',
  categories: 'Categories',
  colProduct: 'Product',
  colCategory: 'Category',
  colPrice: 'Price',
  colStock: 'Stock',
  colStatus: 'Status',
  colActions: 'Actions',
  uncategorized: 'Uncategorized',
  active: 'Active',
  inactive: 'Inactive',
  featured: 'Featured',
  editProduct: 'Edit Product',
  deleteProduct: 'Delete Product',
  createTitle: 'Create New Product',
  editTitle: 'Edit Product',
} as const;

/** back-office.md §2 /admin/shop/categories */
export const ADMIN_CATEGORIES_TEXTS = {
  title: 'Category Management',
  addCategory: 'Add Category',
  totalCategories: 'Total Categories',
  activeCategories: 'Active Categories',
  withImages: 'With Images',
  withDescriptions: 'With Descriptions',
  colCategory: 'Category',
  colDescription: 'Description',
  colSortOrder: 'Sort Order',
  colStatus: 'Status',
  colCreated: 'Created',
  colActions: 'Actions',
  createTitle: 'Add Category',
  editTitle: 'Edit Category',
} as const;

/** back-office.md §2 /admin/orders */
export const ADMIN_ORDERS_TEXTS = {
  title: 'Order Management',
  totalOrders: 'Total Orders',
  pending: 'Pending',
  processing: 'Processing',
  delivered: 'Delivered',
  unknownCustomer: 'Unknown',
  newStatus: 'New Status',
  /** back-office.md §2: an item without a name. */
  productFallback: (productId: number | null) => `Product ${productId ?? ''}`.trim(),
} as const;

/** member-site.md §2 and back-office.md §4: chip colours by order status. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'error',
};

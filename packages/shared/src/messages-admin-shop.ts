// Visible texts and messages of the back office's catalogue and orders (/admin/shop/products,
// /admin/shop/categories, /admin/orders with its payments), copied exactly from
// docs/product/back-office.md where the document gives them; the rest are the screens' own words around them.
import type { PaymentRecordStatus } from './constants.js';

/** docs/product/back-office.md Products */
export const ADMIN_PRODUCT_MESSAGES = {
  fetchFailed: 'Error fetching data',
  deleteFailed: 'Error deleting product',
  saveFailed: 'Error saving product',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
} as const;

/** docs/product/back-office.md Categories */
export const ADMIN_CATEGORY_MESSAGES = {
  fetchFailed: 'Error fetching categories',
  deleteFailed: 'Error deleting category',
  saveFailed: 'Error saving category',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
} as const;

/** docs/product/back-office.md Orders */
export const ADMIN_ORDER_MESSAGES = {
  fetchFailed: 'Error fetching orders',
  detailsFailed: 'Error fetching order details',
  statusFailed: 'Error updating order status',
  itemStatusFailed: 'Error updating item status',
  statusUpdated: 'Order status updated successfully',
  itemStatusUpdated: 'Item status updated successfully',
} as const;

/** docs/product/back-office.md /admin/shop/products */
export const ADMIN_PRODUCTS_TEXTS = {
  title: 'Product Management',
  /** docs/product/back-office.md Admin Sections: the dashboard card. */
  sectionTitle: 'Shop Products',
  sectionText: 'Wares, prices, stock and what is featured.',
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
  // The screen's own words around the document's (docs/product/back-office.md gives the ones above).
  subtitle: 'Stock the shelves of the hall: wares, prices and what is on show.',
  loading: 'Loading products...',
  retry: 'Try again',
  empty: 'No products yet. Stock the first one with Add Product.',
  noDescription: 'No description',
  /** The sale price beside the struck-through regular price (docs/product/shop-and-payments.md). */
  onSale: 'On sale',
  regularPrice: 'Regular price',
  fieldName: 'Name',
  fieldDescription: 'Description',
  fieldPrice: 'Price',
  fieldSalePrice: 'Sale Price',
  salePriceHint: 'Optional. Charged instead of the price when lower.',
  fieldCategory: 'Category',
  fieldImage: 'Product Image',
  fieldStock: 'Stock Quantity',
  fieldSortOrder: 'Sort Order',
  sortOrderHint: 'Lower numbers are shown first.',
  fieldActive: 'Active',
  fieldFeatured: 'Featured',
  cancel: 'Cancel',
  create: 'Create Product',
  save: 'Save Changes',
  saving: 'Saving...',
  deleteTitle: 'Delete Product',
  deleteQuestion: (name: string) => `Delete the product “${name}”?`,
  deleteConfirm: 'This action cannot be undone.',
  delete: 'Delete',
} as const;

/** docs/product/back-office.md /admin/shop/categories */
export const ADMIN_CATEGORIES_TEXTS = {
  title: 'Category Management',
  /** docs/product/back-office.md Admin Sections: the dashboard card. */
  sectionTitle: 'Shop Categories',
  sectionText: 'The shelves of the shop and their order.',
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
  // The screen's own words around the document's (docs/product/back-office.md gives the ones above).
  subtitle: 'Arrange the shop’s shelves: names, pictures and their order.',
  loading: 'Loading categories...',
  retry: 'Try again',
  empty: 'No categories yet. Create the first with Add Category.',
  noDescription: '—',
  active: 'Active',
  inactive: 'Inactive',
  editCategory: 'Edit Category',
  deleteCategory: 'Delete Category',
  fieldName: 'Name',
  fieldDescription: 'Description',
  fieldImage: 'Category Image',
  fieldSortOrder: 'Sort Order',
  sortOrderHint: 'Lower numbers are shown first.',
  fieldActive: 'Active',
  cancel: 'Cancel',
  create: 'Create Category',
  save: 'Save Changes',
  saving: 'Saving...',
  deleteTitle: 'Delete Category',
  deleteQuestion: (name: string) => `Delete the category “${name}”?`,
  deleteConfirm: 'Its products stay in the shop as Uncategorized. This action cannot be undone.',
  delete: 'Delete',
} as const;

/** docs/product/back-office.md /admin/orders */
export const ADMIN_ORDERS_TEXTS = {
  title: 'Order Management',
  /** docs/product/back-office.md Admin Sections: the dashboard card. */
  sectionText: 'Orders, their status, and every payment taken.',
  totalOrders: 'Total Orders',
  pending: 'Pending',
  processing: 'Processing',
  delivered: 'Delivered',
  unknownCustomer: 'Unknown',
  newStatus: 'New Status',
  /** docs/product/back-office.md: an item without a name. */
  productFallback: (productId: number | null) => `Product ${productId ?? ''}`.trim(),
  // The screen's own words around the document's (docs/product/back-office.md gives the ones above).
  subtitle: 'Follow every order from payment to the door.',
  loading: 'Loading orders...',
  retry: 'Try again',
  empty: 'No orders yet. They appear here as members check out.',
  noMatches: 'No orders match the search or status filter.',
  ordersTab: 'Orders',
  paymentsTab: 'Payments',
  search: 'Search orders',
  /** The server finds the start of an order number or of a customer's username (docs/product/operating.md). */
  searchPlaceholder: 'Order number or customer',
  statusFilter: 'Status',
  allStatuses: 'All Statuses',
  colOrder: 'Order',
  colCustomer: 'Customer',
  colItems: 'Items',
  colTotal: 'Total',
  colStatus: 'Status',
  colDate: 'Date',
  colActions: 'Actions',
  /** docs/product/back-office.md: the number of units in the order. */
  itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  orderNumber: (orderNumber: string) => `Order #${orderNumber}`,
  viewDetails: 'View Details',
  updateStatus: 'Update Status',
  detailsLoading: 'Loading order details...',
  /** In the details dialog beside Try again; the snackbar says 'Error fetching order details'. */
  detailsLoadFailed: 'Could not load this order.',
  orderInfo: 'Order Information',
  customerInfo: 'Customer Information',
  fieldOrderId: 'Order ID',
  fieldOrderNumber: 'Order Number',
  fieldStatus: 'Status',
  fieldPayment: 'Payment',
  fieldTotal: 'Total',
  fieldCreated: 'Created',
  fieldUsername: 'Username',
  shippingAddress: 'Shipping Address',
  billingAddress: 'Billing Address',
  noAddress: 'Not given',
  itemsTitle: 'Items',
  currentStatus: 'Current status',
  noItems: 'This order has no items.',
  unitPrice: (price: string, quantity: number) => `${price} × ${quantity}`,
  editItemStatus: 'Edit Item Status',
  orderStatusTitle: 'Update Order Status',
  itemStatusTitle: 'Update Item Status',
  update: 'Update',
  updating: 'Updating...',
  cancel: 'Cancel',
  close: 'Close',
  /** The list loads a page at a time as it scrolls. */
  loadMore: 'Load more orders',
} as const;

/**
 * docs/product/shop-and-payments.md "nothing paid is lost": every payment, shown beyond the documents in /admin/orders, so
 * the administrator also sees the ones that never became an order.
 */
export const ADMIN_PAYMENTS_TEXTS = {
  title: 'Payments',
  intro: 'Every payment taken. One without an order waits for the member to finish it, or is refunded automatically.',
  loading: 'Loading payments...',
  fetchFailed: 'Error fetching payments',
  empty: 'No payments yet.',
  colCustomer: 'Customer',
  colAmount: 'Amount',
  colStatus: 'Status',
  colDate: 'Date',
  colOrder: 'Order',
  colRefund: 'Refund',
  noOrder: 'No order',
  refundedAt: (date: string) => `Refunded ${date}`,
  refundDue: (date: string) => `Refund due ${date}`,
  /** Refunded, but the provider has not confirmed it yet. */
  refundPending: 'Refund in progress',
  viewOrder: 'View order',
  noRefund: '—',
  canFinish: 'The member can still finish this order',
  testProvider: 'Test payment',
  stripeProvider: 'Stripe',
  /** The list loads a page at a time as it scrolls. */
  loadMore: 'Load more payments',
} as const;

/** What happened to a payment (constants.ts PAYMENT_RECORD_STATUSES), as its chip says. */
export const PAYMENT_RECORD_STATUS_LABELS: Record<PaymentRecordStatus, string> = {
  requires_payment: 'Awaiting payment',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
  canceled: 'Canceled',
};

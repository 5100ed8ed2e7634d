// Visible texts and messages of the shop, checkout, orders and the back office's catalogue and
// orders, copied exactly from member-site.md §2, §4, §5, §8 and back-office.md §2, §8 where the
// documents give them; the rest are the screens' own words around them.
import type { OrderStatus, PaymentRecordStatus, PaymentStatus } from './constants.js';

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
  /** POST /api/shop/payments/finish for a payment made without the shipping fields. */
  shippingMissing: 'Shipping details are missing',
  /** POST /api/shop/stripe-webhook whose Stripe-Signature does not verify. */
  invalidWebhookSignature: 'Invalid webhook signature',
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
  /** back-office.md §2 Admin Sections: the dashboard card. */
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
  // The screen's own words around the document's (back-office.md §2 gives the ones above).
  subtitle: 'Stock the shelves of the hall: wares, prices and what is on show.',
  loading: 'Loading products...',
  retry: 'Try again',
  empty: 'No products yet. Stock the first one with Add Product.',
  noDescription: 'No description',
  /** The sale price beside the struck-through regular price (platform.md §5). */
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

/** back-office.md §2 /admin/shop/categories */
export const ADMIN_CATEGORIES_TEXTS = {
  title: 'Category Management',
  /** back-office.md §2 Admin Sections: the dashboard card. */
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
  // The screen's own words around the document's (back-office.md §2 gives the ones above).
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

/** back-office.md §2 /admin/orders */
export const ADMIN_ORDERS_TEXTS = {
  title: 'Order Management',
  /** back-office.md §2 Admin Sections: the dashboard card. */
  sectionText: 'Orders, their status, and every payment taken.',
  totalOrders: 'Total Orders',
  pending: 'Pending',
  processing: 'Processing',
  delivered: 'Delivered',
  unknownCustomer: 'Unknown',
  newStatus: 'New Status',
  /** back-office.md §2: an item without a name. */
  productFallback: (productId: number | null) => `Product ${productId ?? ''}`.trim(),
  // The screen's own words around the document's (back-office.md §2 gives the ones above).
  subtitle: 'Follow every order from payment to the door.',
  loading: 'Loading orders...',
  retry: 'Try again',
  empty: 'No orders yet. They appear here as members check out.',
  noMatches: 'No orders match the search or status filter.',
  ordersTab: 'Orders',
  paymentsTab: 'Payments',
  search: 'Search orders',
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
  /** platform.md §7: the number of units in the order. */
  itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  orderNumber: (orderNumber: string) => `Order #${orderNumber}`,
  viewDetails: 'View Details',
  updateStatus: 'Update Status',
  detailsLoading: 'Loading order details...',
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
  /** The list loads at most 500 orders; the status tiles count those. */
  partialList: (shown: number, total: number) => `Showing the newest ${shown} of ${total} orders.`,
} as const;

/** Order and order-item statuses as chips and menus show them (back-office.md §4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * platform.md §5 "nothing paid is lost": every payment, shown beyond the documents in /admin/orders, so
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
  partialList: (shown: number, total: number) => `Showing the newest ${shown} of ${total} payments.`,
} as const;

/** What happened to a payment (constants.ts PAYMENT_RECORD_STATUSES), as its chip says. */
export const PAYMENT_RECORD_STATUS_LABELS: Record<PaymentRecordStatus, string> = {
  requires_payment: 'Awaiting payment',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
  canceled: 'Canceled',
};

/** member-site.md §2 and back-office.md §4: chip colours by order status. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'error',
};

/** member-site.md §2 Shop: the screen's own words around the spec's texts. */
export const SHOP_TEXTS = {
  subtitle: 'Curated wares for the hall, forged and gathered by our kin.',
  loading: 'Loading products...',
  loadingCart: 'Loading your cart...',
  clearSearch: 'Clear search',
  category: 'Category',
  /** The cart button's name (its visible words and the count of lines, platform.md §8). */
  cartButtonLabel: (lines: number) => `Shopping Cart, ${lines} ${lines === 1 ? 'item' : 'items'}`,
  noMatches: 'No products match your search',
  noMatchesHint: 'Try another word or category.',
  noProducts: 'No products yet',
  noProductsHint: 'Check back soon for new wares.',
  retry: 'Try again',
  regularPrice: 'Regular price',
  salePrice: 'Sale price',
  each: 'each',
  total: 'Total',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name} from cart`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  close: 'Close',
} as const;

/** The checkout's own words (member-site.md §2 Shop, §4; platform.md §5 test payments). */
export const CHECKOUT_TEXTS = {
  fullName: 'Full Name',
  email: 'Email',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  country: 'Country',
  summaryTotal: 'Total',
  shipTo: 'Ship to',
  quantity: (n: number) => `Qty ${n}`,
  pay: (amount: string) => `Pay ${amount}`,
  loadingProvider: 'Loading the card field...',
  providerFailed: 'The card field could not be loaded. Please try again.',
  retry: 'Try again',
  cardLegend: 'Card details',
  testMode: 'Test mode — no real charge',
  testHint: 'Use the test card 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC.',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryPlaceholder: 'MM / YY',
  cvc: 'CVC',
  /** Stripe's own words for an unfinished card field, so both providers speak alike. */
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  incompleteCvc: "Your card's security code is incomplete.",
  secureNote: 'Payments are encrypted. Your card details never touch our server.',
} as const;

/**
 * platform.md §5 "nothing paid is lost": a payment that went through without its order can be
 * finished from the shop, or was refunded.
 */
export const UNFINISHED_PAYMENT_TEXTS = {
  canFinish: (amount: string) => `Your payment of ${amount} went through but your order was not completed.`,
  refunded: (amount: string) => `Your payment of ${amount} was refunded because the order was not completed.`,
  completeOrder: 'Complete order',
  completing: 'Completing...',
  dismiss: 'Dismiss',
} as const;

/** member-site.md §2 Order history: the screen's own words. */
export const ORDER_TEXTS = {
  title: 'My Orders',
  subtitle: 'Every order you have placed, from forge to door.',
  loading: 'Loading orders...',
  loadFailed: 'Error loading orders',
  retry: 'Try again',
  startShopping: 'Start Shopping',
  order: (orderNumber: string) => `Order #${orderNumber}`,
  orderId: (id: number) => `ID ${id}`,
  placedOn: 'Placed on',
  shippingAddress: 'Shipping Address',
  items: 'Items',
  orderTotal: 'Order Total',
  quantity: 'Qty',
  lineTotal: 'Line total',
  price: 'Price',
} as const;

/** Chip labels of the payment statuses (platform.md §5). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
};
/** member-site.md §2: paid green, unpaid red; refunded is neither (platform.md §5). */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'default' | 'success' | 'error'> = {
  paid: 'success',
  unpaid: 'error',
  refunded: 'default',
};

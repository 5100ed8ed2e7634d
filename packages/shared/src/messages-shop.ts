// Visible texts and messages of the shop (/shop, its cart) and the server's answers to the
// shop's calls, copied exactly from docs/product/shop-and-payments.md where the
// documents give them; the rest are the screen's own words around them.

/** Answers of the shop's server calls (docs/product/shop-and-payments.md). */
export const SHOP_ERRORS = {
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  cartItemNotFound: 'Cart item not found',
  orderNotFound: 'Order not found',
  orderItemNotFound: 'Order item not found',
  paymentNotFound: 'Payment not found',
  /** docs/product/shop-and-payments.md: a quantity above stock. */
  onlyInStock: (n: number) => `Only ${n} in stock`,
  outOfStock: 'This product is out of stock',
  productUnavailable: 'This product is no longer available',
  cartEmpty: 'Your cart is empty',
  cartFull: 'Your cart is full',
  /** docs/product/shop-and-payments.md: an amount that differs from the server's total, or an intent used for another cart. */
  cartChanged: 'Your cart has changed. Please review your order.',
  paymentNotSucceeded: 'Payment was not successful',
  paymentUsed: 'This payment was already used for another order.',
  paymentNotYours: 'This payment belongs to another account.',
  paymentRefunded: 'This payment was refunded.',
  soldOutRefunded: 'Some items sold out while you paid. Your payment has been refunded.',
  tooManyPayments: 'Too many payment attempts. Please try again later.',
  /**
   * docs/product/shop-and-payments.md: 'Add to Cart', a quantity raised, a payment or a checkout while an
   * administrator has closed the shop ('Shop open for orders' off).
   */
  shopClosed: 'The shop is not taking orders right now.',
  /** POST /api/shop/payments/finish for a payment made without the shipping fields. */
  shippingMissing: 'Shipping details are missing',
  /** POST /api/shop/stripe-webhook whose Stripe-Signature does not verify. */
  invalidWebhookSignature: 'Invalid webhook signature',
} as const;

/** docs/product/shop-and-payments.md: the built-in test provider's answers, with Stripe's test-card meanings. */
export const CARD_ERRORS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  incorrectCvc: "Your card's security code is incorrect.",
} as const;

/** docs/product/shop-and-payments.md Shop */
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

/** docs/product/shop-and-payments.md Shop: the screen's own words around the spec's texts. */
export const SHOP_TEXTS = {
  subtitle: 'Curated wares for the hall, forged and gathered by our kin.',
  loading: 'Loading products...',
  loadingCart: 'Loading your cart...',
  clearSearch: 'Clear search',
  category: 'Category',
  /**
   * The name of the shop header's cart icon: what it does and its badge's count of lines
   * (docs/product/screens.md). Not 'Shopping Cart', the cart dialog's title, nor like 'Add to Cart'.
   */
  cartButtonLabel: (lines: number) => `Open cart, ${lines} ${lines === 1 ? 'item' : 'items'}`,
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
  /** docs/product/shop-and-payments.md: the shop's own notice while payments are test ones (the checkout's words). */
  testModeHint: 'Orders here are paid with test cards: no money changes hands.',
  /** docs/product/shop-and-payments.md: the shop's notice while it is closed (the server's own words, then a hint). */
  closedHint: 'You can still browse the wares. Add to Cart and Checkout return when the shop opens again.',
} as const;

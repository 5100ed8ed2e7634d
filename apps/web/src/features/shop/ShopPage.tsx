// /shop (docs/product/shop-and-payments.md Shop): the header with the cart button, the search and category
// filters, the product grid, the cart dialog and the checkout. Public and rendered on the server
// with the catalogue (docs/decisions/020): nothing here reads storage or media queries during
// render, and its controls wait for hydration. The cart is read in the browser only, when a token
// is stored; adding needs one ('Please login to add items to cart', docs/product/shop-and-payments.md). While payments are test
// ones the page says so, and while the shop is closed ('Shop open for orders' off) it still shows
// the products but says it takes no orders, with 'Add to Cart' and Checkout disabled (docs/product/shop-and-payments.md).
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SHOP_MESSAGES, SHOP_TEXTS, type CartLine, type Product } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import { useNotify } from '../../components/feedback/notify';
import { getSession, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';
import { useCart } from './api/get-cart';
import { usePaymentConfig } from './api/get-payment-config';
import { useCategories } from './api/get-categories';
import { useProducts } from './api/get-products';
import CartDialog from './components/CartDialog';
import ProductFilters from './components/ProductFilters';
import ProductGrid from './components/ProductGrid';
import ShopHeader from './components/ShopHeader';
import ShopNotice from './components/ShopNotice';
import ShopStatusNotices from './components/ShopStatusNotices';
import UnfinishedPaymentsBanner from './components/UnfinishedPaymentsBanner';
import { ALL_CATEGORIES, filterProducts } from './filter-products';
import { useCartDialog } from './use-cart-dialog';
import { useCartWriter } from './use-cart-writer';
import { useOrderOutcome } from './use-order-outcome';

// The checkout (stepper, card fields) loads when first opened, not with the page.
const CheckoutDialog = lazy(() => import('./checkout/CheckoutDialog'));

const NO_LINES: CartLine[] = [];

export default function ShopPage() {
  useDocumentTitle(SHOP_MESSAGES.title);
  const { token } = useSession();
  const notify = useNotify();
  const { shopCheckoutEnabled: takingOrders } = useSiteSettings();
  const testPayments = usePaymentConfig(true).data?.mode === 'test';
  const products = useProducts();
  const { data: categories = [] } = useCategories();
  const cartQuery = useCart();
  const cartDialog = useCartDialog();
  const cart = useCartWriter(cartQuery.data ?? NO_LINES, { onUpdateFailed: cartDialog.onUpdateFailed });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [checkoutLoaded, setCheckoutLoaded] = useState(false);
  const outcome = useOrderOutcome(useCallback(() => setCheckoutOpen(false), []));

  // Typing stays quick on a long catalogue: the grid follows a moment behind.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterProducts(products.data ?? [], deferredSearch, category), [products.data, deferredSearch, category]);

  const add = (product: Product) => {
    // docs/product/shop-and-payments.md: the stored token decides.
    if (!getSession().token) {
      notify(SHOP_MESSAGES.loginToAdd, 'warning');
      return;
    }
    cart.add(product.id);
  };
  // One handler for the memoised grid, always calling the latest `add`.
  const addRef = useRef(add);
  addRef.current = add;
  const onAdd = useCallback((product: Product) => addRef.current(product), []);

  const openCheckout = () => {
    cartDialog.hide();
    setCheckoutLoaded(true);
    setCheckoutOpen(true);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <ShopHeader cartLines={cart.lines.length} onOpenCart={cartDialog.show} />
      <ShopStatusNotices testPayments={testPayments} takingOrders={takingOrders} />
      {token && <UnfinishedPaymentsBanner />}
      <ProductFilters
        search={search}
        category={category}
        categories={categories}
        onSearch={setSearch}
        onCategory={setCategory}
      />
      {products.isPending ? (
        <Box role="status" sx={{ minHeight: 360, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{SHOP_TEXTS.loading}</Typography>
        </Box>
      ) : products.isError ? (
        <LoadFailedAlert
          message={SHOP_MESSAGES.loadFailed}
          retryLabel={SHOP_TEXTS.retry}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.data.length === 0 ? (
        <ShopNotice title={SHOP_TEXTS.noProducts} text={SHOP_TEXTS.noProductsHint} />
      ) : shown.length === 0 ? (
        <ShopNotice title={SHOP_TEXTS.noMatches} text={SHOP_TEXTS.noMatchesHint} />
      ) : (
        <ProductGrid products={shown} takingOrders={takingOrders} onAdd={onAdd} />
      )}
      <CartDialog
        open={cartDialog.open}
        lines={cart.lines}
        syncing={cart.syncing}
        refusals={cart.refusals}
        busy={cart.busy}
        loading={Boolean(token) && cartQuery.isPending}
        takingOrders={takingOrders}
        error={cartDialog.error}
        onQuantity={(lineId, quantity) => {
          cartDialog.clearError();
          cart.setQuantity(lineId, quantity);
        }}
        onRemove={(lineId) => {
          cartDialog.clearError();
          cart.remove(lineId);
        }}
        onCheckout={openCheckout}
        onClose={cartDialog.hide}
      />
      {checkoutLoaded && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={checkoutOpen}
            lines={cart.lines}
            takingOrders={takingOrders}
            onClose={() => setCheckoutOpen(false)}
            onPlaced={outcome.onPlaced}
            onOrderFailed={outcome.onOrderFailed}
          />
        </Suspense>
      )}
    </Container>
  );
}

// /orders (docs/product/shop-and-payments.md Order history): one card per order, the empty state, a spinner
// while loading. A member route (MemberGuard); a member sees only their own orders (docs/product/shop-and-payments.md).
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { ORDER_TEXTS } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageIntro from '../../components/PageIntro';
import PageSpinner from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyOrders } from './api/get-orders';
import NoOrders from './components/NoOrders';
import OrderCard from './components/OrderCard';

export default function OrdersPage() {
  useDocumentTitle(ORDER_TEXTS.title);
  const orders = useMyOrders();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageIntro title={ORDER_TEXTS.title} subtitle={ORDER_TEXTS.subtitle} />
      {orders.isPending ? (
        <PageSpinner label={ORDER_TEXTS.loading} />
      ) : orders.isError ? (
        <LoadFailedAlert
          message={ORDER_TEXTS.loadFailed}
          retryLabel={ORDER_TEXTS.retry}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data.length === 0 ? (
        <NoOrders />
      ) : (
        <Stack spacing={3}>
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

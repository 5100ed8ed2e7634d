// /admin/orders Order Management (docs/product/back-office.md; docs/product/operating.md, docs/product/shop-and-payments.md): a loading
// state, tiles counted by the server, the orders (searched as one types and filtered by status
// on the server, a page at a time as the list scrolls; a table on desktop, cards on mobile),
// the details dialog and the two status dialogs; beyond the documents a Payments tab.
// The open order and the tab live in the address (?order=ID, ?tab=payments), so a payment's
// 'Order #…' link opens that order.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ADMIN_FEEDBACK_TEXTS as F, ADMIN_ORDER_MESSAGES as M, ADMIN_ORDERS_TEXTS as T, type Order } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
import { useAdminOrders } from './api/get-admin-orders';
import OrderDetailsDialog from './components/OrderDetailsDialog';
import OrderStats from './components/OrderStats';
import OrdersPanel from './components/OrdersPanel';
import PaymentsPanel from './components/PaymentsPanel';
import StatusDialog from './components/StatusDialog';
import { customerName, itemName } from './components/order-display';
import { useStatusEditor } from './use-status-editor';
import type { StatusFilter } from './components/OrderFilters';
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import { useDebounced } from '../../lib/use-debounced';
import AdminPage, { useNarrowAdminLayout } from '../../components/admin/AdminPage';

type TabName = 'orders' | 'payments';

export default function AdminOrdersPage() {
  const narrow = useNarrowAdminLayout();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const settledSearch = useDebounced(search.trim(), 300);
  const filter = { search: settledSearch, status: statusFilter === 'all' ? undefined : statusFilter };
  const { orders: loaded, counts, isPending, isError, errorUpdatedAt, refetch, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useAdminOrders(filter);
  const status = useStatusEditor();

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchFailed);

  const orders = loaded ?? [];
  const tab: TabName = params.get('tab') === 'payments' ? 'payments' : 'orders';
  const openId = Number(params.get('order')) || undefined;

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminPage title={T.title} subtitle={T.subtitle}>
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : !loaded || !counts ? (
        <LoadFailedAlert message={F.listLoadFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <OrderStats counts={counts} />
          <Tabs
            value={tab}
            onChange={(_e, next: TabName) => setParam('tab', next === 'orders' ? undefined : next)}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="orders" label={T.ordersTab} id="orders-tab" aria-controls="orders-panel" />
            <Tab value="payments" label={T.paymentsTab} id="payments-tab" aria-controls="payments-panel" />
          </Tabs>
          <Box role="tabpanel" id={`${tab}-panel`} aria-labelledby={`${tab}-tab`}>
            {tab === 'orders' ? (
              <OrdersPanel
                orders={orders}
                filtered={Boolean(filter.search || filter.status)}
                filters={{ search, status: statusFilter, onSearchChange: setSearch, onStatusChange: setStatusFilter }}
                more={{ hasMore: hasNextPage, loading: isFetchingNextPage, onLoadMore: () => void fetchNextPage() }}
                narrow={narrow}
                onView={(order: Order) => setParam('order', String(order.id))}
                onUpdateStatus={status.editOrder}
              />
            ) : (
              <PaymentsPanel narrow={narrow} />
            )}
          </Box>
        </>
      )}
      {openId !== undefined && (
        <OrderDetailsDialog
          key={openId}
          orderId={openId}
          listed={orders.find((o) => o.id === openId)}
          onUpdateStatus={status.editOrder}
          onEditItemStatus={status.editItem}
          onClose={() => setParam('order', undefined)}
        />
      )}
      {status.target && (
        <StatusDialog
          key={status.target.key}
          open
          title={status.target.kind === 'order' ? T.orderStatusTitle : T.itemStatusTitle}
          subject={
            status.target.kind === 'order'
              ? `${T.orderNumber(status.target.order.order_number)} · ${customerName(status.target.order)}`
              : itemName(status.target.item)
          }
          current={status.target.kind === 'order' ? status.target.order.status : status.target.item.status}
          saving={status.saving}
          error={status.error}
          onSubmit={status.submit}
          onClose={status.close}
        />
      )}
    </AdminPage>
  );
}

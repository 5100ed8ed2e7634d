// The Orders tab: the search box and status filter, then the matching orders (a table on
// desktop, cards on mobile: docs/product/back-office.md), more loaded as the list scrolls.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_ORDERS_TEXTS as T, type Order } from '@clanhall/shared';
import OrderCardsList from './OrderCardsList';
import OrderFilters, { type OrderFiltersProps } from './OrderFilters';
import OrdersTable from './OrdersTable';
import type { OrderActionHandlers } from './OrderActions';
import EmptyPanel from '../../../components/EmptyPanel';
import LoadMoreSentinel from '../../../components/LoadMoreSentinel';

export interface OrdersPanelProps extends OrderActionHandlers {
  orders: Order[];
  /** True while a search or status narrows the list (the server's answer, once settled). */
  filtered: boolean;
  filters: OrderFiltersProps;
  more: { hasMore: boolean; loading: boolean; onLoadMore(): void };
  narrow: boolean;
}

export default function OrdersPanel({ orders, filtered, filters, more, narrow, ...handlers }: OrdersPanelProps) {
  // No order at all: nothing to search or filter yet.
  if (orders.length === 0 && !filtered && !filters.search.trim() && filters.status === 'all') {
    return <EmptyPanel icon={ReceiptIcon} text={T.empty} />;
  }
  return (
    <>
      <OrderFilters {...filters} />
      {orders.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary" role="status">
            {T.noMatches}
          </Typography>
        </Paper>
      ) : (
        <>
          {narrow ? <OrderCardsList orders={orders} {...handlers} /> : <OrdersTable orders={orders} {...handlers} />}
          <LoadMoreSentinel {...more} label={T.loadMore} />
        </>
      )}
    </>
  );
}

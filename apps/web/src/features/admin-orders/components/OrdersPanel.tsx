// The Orders tab: the search box and status filter, then the matching orders (a table on
// desktop, cards on mobile: back-office.md §2).
import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_ORDERS_TEXTS as T, type Order } from '@clanhall/shared';
import OrderCardsList from './OrderCardsList';
import OrderFilters from './OrderFilters';
import OrdersTable from './OrdersTable';
import type { OrderActionHandlers } from './OrderActions';
import { filterOrders, type StatusFilter } from './filter-orders';
import EmptyPanel from '../../../components/EmptyPanel';

export interface OrdersPanelProps extends OrderActionHandlers {
  orders: Order[];
  total: number;
  narrow: boolean;
}

export default function OrdersPanel({ orders, total, narrow, ...handlers }: OrdersPanelProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  if (orders.length === 0) {
    return (
      <EmptyPanel icon={ReceiptIcon} text={T.empty} />
    );
  }
  const shown = filterOrders(orders, search, status);
  return (
    <>
      <OrderFilters search={search} status={status} onSearchChange={setSearch} onStatusChange={setStatus} />
      {shown.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary" role="status">
            {T.noMatches}
          </Typography>
        </Paper>
      ) : narrow ? (
        <OrderCardsList orders={shown} {...handlers} />
      ) : (
        <OrdersTable orders={shown} {...handlers} />
      )}
      {total > orders.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {T.partialList(orders.length, total)}
        </Typography>
      )}
    </>
  );
}

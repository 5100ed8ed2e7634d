// The order list on mobile (docs/product/back-office.md): one card per order with the same fields and
// actions as the table, the 'Test payment' chip too (docs/product/shop-and-payments.md).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminCardFooter } from '../../../components/admin/AdminList';
import { ADMIN_ORDERS_TEXTS as T, formatMoney } from '@clanhall/shared';
import OrderStatusChip from '../../../components/OrderStatusChip';
import PaymentModeChip from '../../../components/PaymentModeChip';
import { formatShortDate } from '../../../lib/format';
import OrderActions from './OrderActions';
import type { OrderListProps } from './OrdersTable';
import { customerName } from './order-display';

export default function OrderCardsList({ orders, ...handlers }: OrderListProps) {
  return (
    <Box component="ul" aria-label={T.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {orders.map((order) => (
        <Paper component="li" key={order.id} sx={{ p: 2 }} data-testid="admin-order-row">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>#{order.order_number}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {customerName(order)} · {formatShortDate(order.created_at)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.75 }}>
              <OrderStatusChip status={order.status} />
              <PaymentModeChip mode={order.payment_mode} />
            </Box>
          </Box>
          <AdminCardFooter>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 700 }}>
                {formatMoney(order.total)}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {T.itemCount(order.item_count)}
              </Box>
            </Typography>
            <OrderActions order={order} {...handlers} />
          </AdminCardFooter>
        </Paper>
      ))}
    </Box>
  );
}

// The order list on wide screens (docs/product/back-office.md): order number, customer, items (units,
// docs/product/back-office.md), total ('Test payment' under it when no real money moved, docs/product/shop-and-payments.md),
// status, date, actions.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDERS_TEXTS as T, formatMoney, type Order } from '@clanhall/shared';
import OrderStatusChip from '../../../components/OrderStatusChip';
import PaymentModeChip from '../../../components/PaymentModeChip';
import { formatShortDate } from '../../../lib/format';
import OrderActions, { type OrderActionHandlers } from './OrderActions';
import { customerName } from './order-display';

export interface OrderListProps extends OrderActionHandlers {
  orders: Order[];
}

export default function OrdersTable({ orders, ...handlers }: OrderListProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={T.title}>
        <TableHead>
          <TableRow>
            <TableCell>{T.colOrder}</TableCell>
            <TableCell>{T.colCustomer}</TableCell>
            <TableCell>{T.colItems}</TableCell>
            <TableCell align="right">{T.colTotal}</TableCell>
            <TableCell>{T.colStatus}</TableCell>
            <TableCell>{T.colDate}</TableCell>
            <TableCell align="right">{T.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} hover data-testid="admin-order-row">
              <TableCell>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>#{order.order_number}</Typography>
                {order.payment_mode === 'test' && (
                  <Box sx={{ mt: 0.5 }}>
                    <PaymentModeChip mode={order.payment_mode} />
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{customerName(order)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{T.itemCount(order.item_count)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(order.total)}
              </TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(order.created_at)}</TableCell>
              <TableCell align="right">
                <OrderActions order={order} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

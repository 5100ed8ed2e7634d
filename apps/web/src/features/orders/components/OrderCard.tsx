// One order (docs/product/shop-and-payments.md Order history): its number and id, status and payment chips ('Test
// payment' too when no real money moved, docs/product/shop-and-payments.md), the
// created date (en-US, long month, docs/product/shop-and-payments.md), the items, the shipping address, and the total computed
// from the items.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, ORDER_TEXTS, type OrderWithItems } from '@clanhall/shared';
import OrderStatusChip from '../../../components/OrderStatusChip';
import PaymentModeChip from '../../../components/PaymentModeChip';
import PaymentStatusChip from '../../../components/PaymentStatusChip';
import { HEADING_FONT } from '../../../lib/design-tokens';
import { formatLongDate } from '../../../lib/format';
import { orderTotal } from '../order-total';
import OrderItemRow from './OrderItemRow';
import ShippingAddress from './ShippingAddress';

export default function OrderCard({ order }: { order: OrderWithItems }) {
  const headingId = `order-${order.id}-title`;
  return (
    <Paper component="article" aria-labelledby={headingId} data-testid="order-card" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          py: 2,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          background: ({ palette }) => `linear-gradient(135deg, ${palette.tint.gold[10]}, transparent 70%)`,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.15rem', color: 'primary.light' }}>
            {ORDER_TEXTS.order(order.order_number)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ORDER_TEXTS.orderId(order.id)} · {ORDER_TEXTS.placedOn}{' '}
            <time dateTime={order.created_at} data-testid="order-date">
              {formatLongDate(order.created_at)}
            </time>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <OrderStatusChip status={order.status} />
          <PaymentStatusChip status={order.payment_status} />
          <PaymentModeChip mode={order.payment_mode} />
        </Box>
      </Box>
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          py: 2,
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Box>
          <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
            {ORDER_TEXTS.items}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {order.items.map((item) => (
              <OrderItemRow key={item.id} item={item} />
            ))}
          </Box>
        </Box>
        <ShippingAddress address={order.shipping_address} />
      </Box>
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          py: 1.75,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'tint.gold.5',
        }}
      >
        <Typography sx={{ fontFamily: HEADING_FONT, fontWeight: 700 }}>{ORDER_TEXTS.orderTotal}</Typography>
        <Typography data-testid="order-total" sx={{ fontFamily: HEADING_FONT, fontWeight: 700, fontSize: '1.3rem', color: 'primary.light' }}>
          {formatMoney(orderTotal(order.items))}
        </Typography>
      </Box>
    </Paper>
  );
}

// One item of an order (docs/product/shop-and-payments.md: name, description, price, quantity, line total,
// status).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, ORDER_TEXTS, type OrderItem } from '@clanhall/shared';
import OrderStatusChip from '../../../components/OrderStatusChip';
import { lineTotal } from '../order-total';

export default function OrderItemRow({ item }: { item: OrderItem }) {
  return (
    <Box
      component="li"
      data-testid="order-item"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: 1,
        py: 1.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          <OrderStatusChip status={item.status} variant="outlined" />
        </Box>
        {item.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {ORDER_TEXTS.price} {formatMoney(item.price)} · {ORDER_TEXTS.quantity} {item.quantity}
        </Typography>
      </Box>
      <Typography
        data-testid="order-item-total"
        aria-label={`${ORDER_TEXTS.lineTotal} ${formatMoney(lineTotal(item))}`}
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', alignSelf: 'center' }}
      >
        {formatMoney(lineTotal(item))}
      </Typography>
    </Box>
  );
}

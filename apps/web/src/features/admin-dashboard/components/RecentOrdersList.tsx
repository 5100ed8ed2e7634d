// The Recent Orders tab (docs/product/back-office.md): per order 'Order #' with its number, the username,
// total_amount in dollars and a status chip (delivered green, cancelled red, shipped blue,
// processing yellow, other grey: components/OrderStatusChip). Each opens the order's details in
// Order Management (/admin/orders?order=ID).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_DASHBOARD_TEXTS as T, formatMoney, type Order } from '@clanhall/shared';
import OrderStatusChip from '../../../components/OrderStatusChip';
import { formatShortDate } from '../../../lib/format';
import RecentPanel from './RecentPanel';

export default function RecentOrdersList({ orders }: { orders: Order[] }) {
  return (
    <RecentPanel
      empty={orders.length === 0}
      emptyText={T.noRecentOrders}
      hint={T.recentOrdersHint}
      linkLabel={T.allOrders}
      linkTo="/admin/orders"
    >
      <Box component="ul" aria-label={T.recentOrdersTab} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {orders.map((order) => (
          <Box
            component="li"
            key={order.id}
            data-testid="recent-order"
            sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <ButtonBase
              component={RouterLink}
              to={`/admin/orders?order=${order.id}`}
              sx={{
                width: '100%',
                textAlign: 'left',
                display: 'grid',
                // On a phone the order number takes the whole width (no icon); amount and status go below.
                gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '40px minmax(0, 1fr) auto' },
                gridTemplateAreas: {
                  xs: '"title title" "meta meta" "amount status"',
                  sm: '"icon title amount" "icon meta status"',
                },
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.5,
                px: { xs: 2, sm: 3 },
                py: 2,
                transition: 'background-color 150ms ease',
                '&:hover': { bgcolor: 'tint.gold.5' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  gridArea: 'icon',
                  display: { xs: 'none', sm: 'grid' },
                  width: 40,
                  height: 40,
                  borderRadius: 2,
                  placeItems: 'center',
                  color: 'primary.light',
                  bgcolor: 'tint.gold.10',
                  border: 1,
                  borderColor: 'tint.gold.25',
                }}
              >
                <ReceiptIcon fontSize="small" />
              </Box>
              <Typography
                sx={{ gridArea: 'title', fontWeight: 600, overflowWrap: 'anywhere', fontSize: { xs: '0.95rem', sm: '1rem' } }}
              >
                {T.orderNumber(order.order_number)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'meta', overflowWrap: 'anywhere' }}>
                {order.username} · {formatShortDate(order.created_at)}
              </Typography>
              <Typography
                sx={{
                  gridArea: 'amount',
                  fontWeight: 700,
                  justifySelf: { xs: 'start', sm: 'end' },
                  whiteSpace: 'nowrap',
                  mt: { xs: 0.5, sm: 0 },
                }}
                data-testid="recent-order-amount"
              >
                {formatMoney(order.total_amount)}
              </Typography>
              <Box sx={{ gridArea: 'status', justifySelf: 'end', mt: { xs: 0.5, sm: 0 } }}>
                <OrderStatusChip status={order.status} />
              </Box>
            </ButtonBase>
          </Box>
        ))}
      </Box>
    </RecentPanel>
  );
}

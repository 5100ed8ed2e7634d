// docs/product/back-office.md: each item's name (or 'Product {product_id}'), description, price, quantity,
// line total, and its status chip with an edit button.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_ORDERS_TEXTS as T, formatMoney, type OrderItem } from '@clanhall/shared';
import OrderStatusChip from '../../../components/OrderStatusChip';
import { itemName, lineTotal } from './order-display';

export default function OrderItemsList({ items, onEditStatus }: { items: OrderItem[]; onEditStatus(item: OrderItem): void }) {
  if (items.length === 0) {
    return <Typography color="text.secondary">{T.noItems}</Typography>;
  }
  return (
    <Box component="ul" aria-label={T.itemsTitle} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          data-testid="admin-order-item"
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{itemName(item)}</Typography>
            {item.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
                {item.description}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.75 }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {T.unitPrice(formatMoney(item.price), item.quantity)}
                {' = '}
              </Box>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {lineTotal(item)}
              </Box>
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: { xs: 'space-between', sm: 'flex-end' } }}>
            <OrderStatusChip status={item.status} />
            <Tooltip title={T.editItemStatus}>
              <IconButton aria-label={T.editItemStatus} onClick={() => onEditStatus(item)} size="small" color="secondary">
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

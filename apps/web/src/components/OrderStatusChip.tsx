// An order's or an order item's status as a chip (docs/product/shop-and-payments.md: pending default,
// processing warning, shipped info, delivered success, cancelled error; docs/product/back-office.md).
// Shared by the member's order history and the back office's orders.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '@clanhall/shared';

export interface OrderStatusChipProps {
  status: OrderStatus;
  size?: ChipProps['size'];
  variant?: ChipProps['variant'];
}

export default function OrderStatusChip({ status, size = 'small', variant = 'filled' }: OrderStatusChipProps) {
  return (
    <Chip
      data-testid="order-status"
      label={ORDER_STATUS_LABELS[status] ?? status}
      color={ORDER_STATUS_COLORS[status] ?? 'default'}
      size={size}
      variant={variant}
    />
  );
}

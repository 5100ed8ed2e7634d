// An order's payment status as a chip (docs/product/shop-and-payments.md: paid green, unpaid red;
// docs/product/shop-and-payments.md: refunded). Shared by the member's order history and the back office's orders.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@clanhall/shared';

export interface PaymentStatusChipProps {
  status: PaymentStatus;
  size?: ChipProps['size'];
}

export default function PaymentStatusChip({ status, size = 'small' }: PaymentStatusChipProps) {
  return (
    <Chip
      data-testid="payment-status"
      label={PAYMENT_STATUS_LABELS[status] ?? status}
      color={PAYMENT_STATUS_COLORS[status] ?? 'default'}
      size={size}
      variant="outlined"
    />
  );
}

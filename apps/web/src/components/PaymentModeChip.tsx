// docs/product/shop-and-payments.md: 'Test payment' on an order whose payment moved no real money, so no one takes
// it for a sale; a live order shows nothing. Shared by the member's order history, the back
// office's orders list (table and cards) and its order details.
import Chip, { type ChipProps } from '@mui/material/Chip';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { PAYMENT_MODE_LABELS, type PaymentMode } from '@clanhall/shared';

export interface PaymentModeChipProps {
  mode: PaymentMode;
  size?: ChipProps['size'];
}

export default function PaymentModeChip({ mode, size = 'small' }: PaymentModeChipProps) {
  const label = PAYMENT_MODE_LABELS[mode];
  if (!label) return null;
  return <Chip data-testid="payment-mode" icon={<ScienceIcon />} label={label} color="warning" size={size} variant="outlined" />;
}

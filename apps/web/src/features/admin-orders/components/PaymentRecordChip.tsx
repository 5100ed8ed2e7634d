// What happened to one payment (docs/product/shop-and-payments.md): succeeded green, refunded blue, failed red,
// still waiting or canceled grey.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { PAYMENT_RECORD_STATUS_LABELS, type PaymentRecordStatus } from '@clanhall/shared';

const COLORS: Record<PaymentRecordStatus, ChipProps['color']> = {
  requires_payment: 'default',
  succeeded: 'success',
  failed: 'error',
  refunded: 'info',
  canceled: 'default',
};

export default function PaymentRecordChip({ status }: { status: PaymentRecordStatus }) {
  return <Chip label={PAYMENT_RECORD_STATUS_LABELS[status]} color={COLORS[status]} size="small" variant="outlined" />;
}

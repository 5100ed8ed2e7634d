// Payments on mobile: one card per payment with the same fields as the table.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminCardFooter } from '../../../components/admin/AdminList';
import { ADMIN_PAYMENTS_TEXTS as P, formatMoney } from '@clanhall/shared';
import PaymentOrderLink from './PaymentOrderLink';
import PaymentRecordChip from './PaymentRecordChip';
import type { PaymentListProps } from './PaymentsTable';
import { formatShortDateTime } from './order-display';
import { refundText } from './payment-display';

export default function PaymentCardsList({ payments }: PaymentListProps) {
  return (
    <Box component="ul" aria-label={P.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {payments.map((payment) => {
        const refund = refundText(payment);
        return (
          <Paper component="li" key={payment.id} sx={{ p: 2 }} data-testid="admin-payment-row">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{payment.username}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatShortDateTime(payment.created_at)}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography sx={{ fontWeight: 700 }}>{formatMoney(payment.amount)}</Typography>
                <PaymentRecordChip status={payment.status} />
              </Box>
            </Box>
            {payment.failure_message && (
              <Typography variant="body2" color="error.main" sx={{ mt: 1 }}>
                {payment.failure_message}
              </Typography>
            )}
            <AdminCardFooter wrap>
              <PaymentOrderLink payment={payment} />
              {refund !== P.noRefund && (
                <Typography variant="body2" color="text.secondary">
                  {refund}
                </Typography>
              )}
            </AdminCardFooter>
            {payment.can_finish && (
              <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 0.75 }}>
                {P.canFinish}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

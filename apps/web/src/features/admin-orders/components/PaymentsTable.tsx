// Payments on wide screens: who paid, amount, status, when, the order it became, the refund.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_PAYMENTS_TEXTS as P, formatMoney, type AdminPayment } from '@clanhall/shared';
import PaymentOrderLink from './PaymentOrderLink';
import PaymentRecordChip from './PaymentRecordChip';
import { formatShortDateTime } from './order-display';
import { refundText } from './payment-display';

export interface PaymentListProps {
  payments: AdminPayment[];
}

export default function PaymentsTable({ payments }: PaymentListProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={P.title}>
        <TableHead>
          <TableRow>
            <TableCell>{P.colCustomer}</TableCell>
            <TableCell align="right">{P.colAmount}</TableCell>
            <TableCell>{P.colStatus}</TableCell>
            <TableCell>{P.colDate}</TableCell>
            <TableCell>{P.colOrder}</TableCell>
            <TableCell>{P.colRefund}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} hover data-testid="admin-payment-row">
              <TableCell>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{payment.username}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {payment.provider === 'stripe' ? P.stripeProvider : P.testProvider}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(payment.amount)}
              </TableCell>
              <TableCell>
                <PaymentRecordChip status={payment.status} />
                {payment.failure_message && (
                  <Typography variant="caption" color="error.main" display="block" sx={{ mt: 0.5 }}>
                    {payment.failure_message}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(payment.created_at)}</TableCell>
              <TableCell>
                <PaymentOrderLink payment={payment} />
                {payment.can_finish && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    {P.canFinish}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{refundText(payment)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The order a payment became, as a link that opens its details on the Orders tab.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDERS_TEXTS as T, ADMIN_PAYMENTS_TEXTS as P, type AdminPayment } from '@clanhall/shared';

export default function PaymentOrderLink({ payment }: { payment: AdminPayment }) {
  if (payment.order_id === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {P.noOrder}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={`/admin/orders?order=${payment.order_id}`} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {payment.order_number ? T.orderNumber(payment.order_number) : P.viewOrder}
    </Link>
  );
}

// The order details dialog (docs/product/back-office.md): order info (id, number, status, payment, total,
// created), customer info (username, shipping and billing address), and the items with their
// status. Full screen on phones like the back office's other dialogs.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_ORDER_MESSAGES as M, ADMIN_ORDERS_TEXTS as T, formatMoney, type Order, type OrderItem } from '@clanhall/shared';
import OrderStatusChip from '../../../components/OrderStatusChip';
import PaymentModeChip from '../../../components/PaymentModeChip';
import PaymentStatusChip from '../../../components/PaymentStatusChip';
import PageSpinner from '../../../components/PageSpinner';
import { useAdminOrder } from '../api/get-admin-order';
import AddressBlock from './AddressBlock';
import DetailSection from './DetailSection';
import OrderItemsList from './OrderItemsList';
import { customerName, formatShortDateTime } from './order-display';
import { useLoadErrorNotice } from '../../../lib/use-load-error-notice';

export interface OrderDetailsDialogProps {
  orderId: number;
  /** The list's copy, for the title while the details load. */
  listed?: Order;
  onUpdateStatus(order: Order): void;
  onEditItemStatus(item: OrderItem): void;
  onClose(): void;
}

export default function OrderDetailsDialog({
  orderId,
  listed,
  onUpdateStatus,
  onEditItemStatus,
  onClose,
}: OrderDetailsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useAdminOrder(orderId);

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.detailsFailed);

  const order = data?.order ?? listed;
  const titleId = `order-details-${orderId}`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{order ? T.orderNumber(order.order_number) : T.viewDetails}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <PageSpinner label={T.detailsLoading} />
        ) : !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
                {T.retry}
              </Button>
            }
          >
            {T.detailsLoadFailed}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <DetailSection
                title={T.orderInfo}
                details={[
                  { label: T.fieldOrderId, value: data.order.id },
                  { label: T.fieldOrderNumber, value: data.order.order_number },
                  { label: T.fieldStatus, value: <OrderStatusChip status={data.order.status} /> },
                  {
                    label: T.fieldPayment,
                    value: (
                      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
                        <PaymentStatusChip status={data.order.payment_status} />
                        <PaymentModeChip mode={data.order.payment_mode} />
                      </Box>
                    ),
                  },
                  { label: T.fieldTotal, value: <strong>{formatMoney(data.order.total)}</strong> },
                  { label: T.fieldCreated, value: formatShortDateTime(data.order.created_at) },
                ]}
              />
              <DetailSection
                title={T.customerInfo}
                details={[
                  { label: T.fieldUsername, value: customerName(data.order) },
                  { label: T.shippingAddress, value: <AddressBlock address={data.order.shipping_address} /> },
                  { label: T.billingAddress, value: <AddressBlock address={data.order.billing_address} /> },
                ]}
              />
            </Box>
            <Box component="section" aria-labelledby={`${titleId}-items`}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
                <Typography id={`${titleId}-items`} variant="h3" sx={{ fontSize: '1rem', color: 'primary.light' }}>
                  {T.itemsTitle}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {T.itemCount(data.order.item_count)}
                </Typography>
              </Box>
              <OrderItemsList items={data.items} onEditStatus={onEditItemStatus} />
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {T.close}
        </Button>
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => data && onUpdateStatus(data.order)} disabled={!data}>
          {T.updateStatus}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

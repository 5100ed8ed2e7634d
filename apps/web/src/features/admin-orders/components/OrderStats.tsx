// back-office.md §2: tiles for total, pending, processing and delivered orders. The total is
// the server's count; the others count the loaded list (all of it up to 500 orders).
import Box from '@mui/material/Box';
import DeliveredIcon from '@mui/icons-material/TaskAlt';
import PendingIcon from '@mui/icons-material/HourglassEmpty';
import ProcessingIcon from '@mui/icons-material/AutorenewOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_ORDERS_TEXTS as T, type Order, type OrderStatus } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function OrderStats({ orders, total }: { orders: Order[]; total: number }) {
  const count = (status: OrderStatus) => orders.filter((o) => o.status === status).length;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={T.totalOrders} value={total} icon={<ReceiptIcon />} />
      <StatTile label={T.pending} value={count('pending')} icon={<PendingIcon />} />
      <StatTile label={T.processing} value={count('processing')} icon={<ProcessingIcon />} />
      <StatTile label={T.delivered} value={count('delivered')} icon={<DeliveredIcon />} />
    </Box>
  );
}

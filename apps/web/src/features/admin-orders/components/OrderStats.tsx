// docs/product/back-office.md: tiles for total, pending, processing and delivered orders, counted over
// every order by the server (docs/product/operating.md), whatever the list shows.
import Box from '@mui/material/Box';
import DeliveredIcon from '@mui/icons-material/TaskAlt';
import PendingIcon from '@mui/icons-material/HourglassEmpty';
import ProcessingIcon from '@mui/icons-material/AutorenewOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_ORDERS_TEXTS as T, type AdminOrderCounts } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function OrderStats({ counts }: { counts: AdminOrderCounts }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={T.totalOrders} value={counts.total} icon={<ReceiptIcon />} />
      <StatTile label={T.pending} value={counts.pending} icon={<PendingIcon />} />
      <StatTile label={T.processing} value={counts.processing} icon={<ProcessingIcon />} />
      <StatTile label={T.delivered} value={counts.delivered} icon={<DeliveredIcon />} />
    </Box>
  );
}

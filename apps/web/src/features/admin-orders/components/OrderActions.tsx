// docs/product/back-office.md: view details and update status, as labelled icon buttons.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { ADMIN_ORDERS_TEXTS as T, type Order } from '@clanhall/shared';

export interface OrderActionHandlers {
  onView(order: Order): void;
  onUpdateStatus(order: Order): void;
}

export default function OrderActions({ order, onView, onUpdateStatus }: OrderActionHandlers & { order: Order }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={T.viewDetails}>
        <IconButton aria-label={T.viewDetails} onClick={() => onView(order)} size="small" color="primary">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={T.updateStatus}>
        <IconButton aria-label={T.updateStatus} onClick={() => onUpdateStatus(order)} size="small" color="secondary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

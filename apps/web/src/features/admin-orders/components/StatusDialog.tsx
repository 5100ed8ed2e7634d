// The two status dialogs of docs/product/back-office.md (the whole order; a single item): a 'New Status'
// select of the five statuses (docs/product/back-office.md: any value from any other). After a failure the dialog says
// nothing was saved; the snackbar above it gives the spec's message (docs/product/back-office.md: feedback is a snackbar).
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDERS_TEXTS as T, ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@clanhall/shared';
import FormDialog from '../../../components/FormDialog';
import OrderStatusChip from '../../../components/OrderStatusChip';

export interface StatusDialogProps {
  open: boolean;
  title: string;
  /** What changes: the order's number or the item's name. */
  subject: string;
  current: OrderStatus;
  saving: boolean;
  /** After a failed save: that nothing was saved. */
  error?: string;
  onSubmit(status: OrderStatus): void;
  onClose(): void;
}

export default function StatusDialog({ open, title, subject, current, saving, error, onSubmit, onClose }: StatusDialogProps) {
  const [status, setStatus] = useState<OrderStatus>(current);
  return (
    <FormDialog
      open={open}
      title={title}
      error={error}
      saving={saving}
      submitLabel={T.update}
      savingLabel={T.updating}
      cancelLabel={T.cancel}
      maxWidth="xs"
      onSubmit={() => onSubmit(status)}
      onClose={onClose}
    >
      <Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{subject}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {T.currentStatus}
          </Typography>
          <OrderStatusChip status={current} />
        </Box>
      </Box>
      <TextField
        select
        label={T.newStatus}
        name="status"
        value={status}
        onChange={(e) => setStatus(e.target.value as OrderStatus)}
      >
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

// The search box (the start of an order number or customer) and the status filter above the
// order list; the server does both (docs/product/back-office.md leaves open how they filter).
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { ADMIN_ORDERS_TEXTS as T, ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@clanhall/shared';

export type StatusFilter = OrderStatus | 'all';

export interface OrderFiltersProps {
  search: string;
  status: StatusFilter;
  onSearchChange(search: string): void;
  onStatusChange(status: StatusFilter): void;
}

export default function OrderFilters({ search, status, onSearchChange, onStatusChange }: OrderFiltersProps) {
  return (
    <Box role="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 220px' }, mb: 2.5 }}>
      <TextField
        type="search"
        size="small"
        label={T.search}
        placeholder={T.searchPlaceholder}
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={T.statusFilter}
        value={status}
        onChange={(e) => onStatusChange(e.target.value as StatusFilter)}
      >
        <MenuItem value="all">{T.allStatuses}</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

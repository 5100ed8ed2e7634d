// docs/product/back-office.md: a category is active or not.
import Chip from '@mui/material/Chip';
import { ADMIN_CATEGORIES_TEXTS as T } from '@clanhall/shared';

export default function CategoryStatusChip({ active }: { active: boolean }) {
  return active ? (
    <Chip label={T.active} color="success" size="small" variant="outlined" />
  ) : (
    <Chip label={T.inactive} size="small" variant="outlined" />
  );
}

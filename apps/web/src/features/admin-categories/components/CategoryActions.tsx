// docs/product/back-office.md: the Actions column, edit and delete as labelled icon buttons.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';

export interface CategoryActionHandlers {
  onEdit(category: Category): void;
  onDelete(category: Category): void;
}

export default function CategoryActions({ category, onEdit, onDelete }: CategoryActionHandlers & { category: Category }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={T.editCategory}>
        <IconButton aria-label={T.editCategory} onClick={() => onEdit(category)} size="small" color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={T.deleteCategory}>
        <IconButton aria-label={T.deleteCategory} onClick={() => onDelete(category)} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

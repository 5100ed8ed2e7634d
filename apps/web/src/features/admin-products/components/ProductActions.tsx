// docs/product/back-office.md: Edit Product, Delete Product, as labelled icon buttons.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_PRODUCTS_TEXTS as T, type Product } from '@clanhall/shared';

export interface ProductActionHandlers {
  onEdit(product: Product): void;
  onDelete(product: Product): void;
}

export default function ProductActions({ product, onEdit, onDelete }: ProductActionHandlers & { product: Product }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={T.editProduct}>
        <IconButton aria-label={T.editProduct} onClick={() => onEdit(product)} size="small" color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={T.deleteProduct}>
        <IconButton aria-label={T.deleteProduct} onClick={() => onDelete(product)} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

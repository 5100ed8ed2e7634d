// docs/product/back-office.md: Status chips Active or Inactive, plus Featured.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';
import { ADMIN_PRODUCTS_TEXTS as T, type Product } from '@clanhall/shared';

export default function ProductChips({ product }: { product: Pick<Product, 'is_active' | 'is_featured'> }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {product.is_active ? (
        <Chip label={T.active} color="success" size="small" variant="outlined" />
      ) : (
        <Chip label={T.inactive} size="small" variant="outlined" />
      )}
      {product.is_featured && <Chip label={T.featured} color="primary" size="small" icon={<StarIcon />} />}
    </Box>
  );
}

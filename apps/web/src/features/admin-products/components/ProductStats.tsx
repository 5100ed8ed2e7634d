// docs/product/back-office.md: Total Products, Active Products, Featured Products, Categories, counted
// over the loaded lists.
import Box from '@mui/material/Box';
import ActiveIcon from '@mui/icons-material/CheckCircleOutline';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import StarIcon from '@mui/icons-material/StarOutline';
import { ADMIN_PRODUCTS_TEXTS as T, type Category, type Product } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function ProductStats({ products, categories }: { products: Product[]; categories: Category[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={T.totalProducts} value={products.length} icon={<Inventory2Icon />} />
      <StatTile label={T.activeProducts} value={products.filter((p) => p.is_active).length} icon={<ActiveIcon />} />
      <StatTile label={T.featuredProducts} value={products.filter((p) => p.is_featured).length} icon={<StarIcon />} />
      <StatTile label={T.categories} value={categories.length} icon={<CategoryIcon />} />
    </Box>
  );
}

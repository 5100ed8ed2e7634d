// docs/product/back-office.md: Total Products, Active Products, Featured Products, Categories, counted
// over the loaded lists.
import ActiveIcon from '@mui/icons-material/CheckCircleOutline';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import StarIcon from '@mui/icons-material/StarOutline';
import { ADMIN_PRODUCTS_TEXTS as T, type Category, type Product } from '@clanhall/shared';
import AdminTiles from '../../../components/admin/AdminTiles';

export default function ProductStats({ products, categories }: { products: Product[]; categories: Category[] }) {
  return (
    <AdminTiles
      tiles={[
        { label: T.totalProducts, value: products.length, icon: <Inventory2Icon /> },
        { label: T.activeProducts, value: products.filter((p) => p.is_active).length, icon: <ActiveIcon /> },
        { label: T.featuredProducts, value: products.filter((p) => p.is_featured).length, icon: <StarIcon /> },
        { label: T.categories, value: categories.length, icon: <CategoryIcon /> },
      ]}
    />
  );
}

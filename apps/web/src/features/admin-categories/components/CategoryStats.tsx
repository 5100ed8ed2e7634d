// docs/product/back-office.md: Total Categories, Active Categories, With Images, With Descriptions,
// counted over the loaded list.
import ActiveIcon from '@mui/icons-material/CheckCircleOutline';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DescriptionIcon from '@mui/icons-material/NotesOutlined';
import ImageIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';
import AdminTiles from '../../../components/admin/AdminTiles';

const filled = (text: string | null) => Boolean(text?.trim());

export default function CategoryStats({ categories }: { categories: Category[] }) {
  const count = (test: (category: Category) => boolean) => categories.filter(test).length;
  return (
    <AdminTiles
      tiles={[
        { label: T.totalCategories, value: categories.length, icon: <CategoryIcon /> },
        { label: T.activeCategories, value: count((c) => c.is_active), icon: <ActiveIcon /> },
        { label: T.withImages, value: count((c) => filled(c.image_url)), icon: <ImageIcon /> },
        { label: T.withDescriptions, value: count((c) => filled(c.description)), icon: <DescriptionIcon /> },
      ]}
    />
  );
}

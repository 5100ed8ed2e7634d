// docs/product/back-office.md: Total Categories, Active Categories, With Images, With Descriptions,
// counted over the loaded list.
import Box from '@mui/material/Box';
import ActiveIcon from '@mui/icons-material/CheckCircleOutline';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DescriptionIcon from '@mui/icons-material/NotesOutlined';
import ImageIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

const filled = (text: string | null) => Boolean(text?.trim());

export default function CategoryStats({ categories }: { categories: Category[] }) {
  const count = (test: (category: Category) => boolean) => categories.filter(test).length;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={T.totalCategories} value={categories.length} icon={<CategoryIcon />} />
      <StatTile label={T.activeCategories} value={count((c) => c.is_active)} icon={<ActiveIcon />} />
      <StatTile label={T.withImages} value={count((c) => filled(c.image_url))} icon={<ImageIcon />} />
      <StatTile label={T.withDescriptions} value={count((c) => filled(c.description))} icon={<DescriptionIcon />} />
    </Box>
  );
}

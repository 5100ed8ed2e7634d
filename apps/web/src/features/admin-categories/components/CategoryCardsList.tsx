// The category list below 'md' (docs/product/back-office.md): one card per category with the same
// fields and actions as the table.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_CATEGORIES_TEXTS as T } from '@clanhall/shared';
import { formatShortDate } from '../../../lib/format';
import CategoryActions from './CategoryActions';
import CategoryStatusChip from './CategoryStatusChip';
import CategoryThumb from './CategoryThumb';
import type { CategoryListProps } from './CategoriesTable';
import { descriptionExcerpt } from './category-display';

export default function CategoryCardsList({ categories, ...handlers }: CategoryListProps) {
  return (
    <Box component="ul" aria-label={T.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {categories.map((category) => (
        <Paper component="li" key={category.id} sx={{ p: 2 }} data-testid="admin-category-row">
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CategoryThumb imageUrl={category.image_url} size={56} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{category.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {T.colSortOrder} {category.sort_order}
              </Typography>
            </Box>
            <CategoryStatusChip active={category.is_active} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            {descriptionExcerpt(category.description)}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mt: 1.5,
              pt: 1.25,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {T.colCreated} {formatShortDate(category.created_at)}
            </Typography>
            <CategoryActions category={category} {...handlers} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

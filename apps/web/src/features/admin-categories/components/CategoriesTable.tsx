// The category list on wide screens: Category (with image thumbnail), Description, Sort Order,
// Status, Created, Actions (docs/product/back-office.md).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';
import { formatShortDate } from '../../../lib/format';
import CategoryActions, { type CategoryActionHandlers } from './CategoryActions';
import CategoryStatusChip from './CategoryStatusChip';
import CategoryThumb from './CategoryThumb';
import { descriptionExcerpt } from './category-display';

export interface CategoryListProps extends CategoryActionHandlers {
  categories: Category[];
}

export default function CategoriesTable({ categories, ...handlers }: CategoryListProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={T.title}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '26%' }}>{T.colCategory}</TableCell>
            <TableCell>{T.colDescription}</TableCell>
            <TableCell align="right">{T.colSortOrder}</TableCell>
            <TableCell>{T.colStatus}</TableCell>
            <TableCell>{T.colCreated}</TableCell>
            <TableCell align="right">{T.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category) => (
            <TableRow key={category.id} hover data-testid="admin-category-row">
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <CategoryThumb imageUrl={category.image_url} />
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{category.name}</Typography>
                </Box>
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {descriptionExcerpt(category.description)}
              </TableCell>
              <TableCell align="right">{category.sort_order}</TableCell>
              <TableCell>
                <CategoryStatusChip active={category.is_active} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(category.created_at)}</TableCell>
              <TableCell align="right">
                <CategoryActions category={category} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

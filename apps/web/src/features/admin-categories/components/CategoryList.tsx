// The category list (docs/product/back-office.md): Category (with image thumbnail), Description,
// Sort Order, Status, Created, Actions as a table; below 'md' one card per category with the
// same fields and actions.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';
import AdminList, { AdminCardFooter, type AdminColumn } from '../../../components/admin/AdminList';
import EmptyPanel from '../../../components/EmptyPanel';
import { formatShortDate } from '../../../lib/format';
import RowActions from '../../../components/admin/RowActions';
import CategoryStatusChip from './CategoryStatusChip';
import CategoryThumb from './CategoryThumb';
import { descriptionExcerpt } from './category-display';

const name = (category: Category) => <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{category.name}</Typography>;

export interface CategoryListProps {
  categories: Category[];
  onEdit(category: Category): void;
  onDelete(category: Category): void;
}

export default function CategoryList({ categories, onEdit, onDelete }: CategoryListProps) {
  // docs/product/back-office.md: the Actions column, edit and delete as labelled icon buttons.
  const actions = (category: Category) => (
    <RowActions
      actions={[
        { label: T.editCategory, icon: <EditIcon fontSize="small" />, onClick: () => onEdit(category) },
        { label: T.deleteCategory, icon: <DeleteIcon fontSize="small" />, onClick: () => onDelete(category), color: 'error' },
      ]}
    />
  );
  const columns: AdminColumn<Category>[] = [
    {
      header: T.colCategory,
      width: '26%',
      cell: (category) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CategoryThumb imageUrl={category.image_url} />
          {name(category)}
        </Box>
      ),
    },
    {
      header: T.colDescription,
      sx: { color: 'text.secondary', overflowWrap: 'anywhere' },
      cell: (c) => descriptionExcerpt(c.description),
    },
    { header: T.colSortOrder, align: 'right', cell: (c) => c.sort_order },
    { header: T.colStatus, cell: (c) => <CategoryStatusChip active={c.is_active} /> },
    { header: T.colCreated, sx: { whiteSpace: 'nowrap' }, cell: (c) => formatShortDate(c.created_at) },
    { header: T.colActions, align: 'right', cell: actions },
  ];
  return (
    <AdminList
      items={categories}
      label={T.title}
      columns={columns}
      rowTestId="admin-category-row"
      empty={<EmptyPanel icon={CategoryIcon} text={T.empty} />}
      card={(category) => (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CategoryThumb imageUrl={category.image_url} size={56} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {name(category)}
              <Typography variant="body2" color="text.secondary">
                {T.colSortOrder} {category.sort_order}
              </Typography>
            </Box>
            <CategoryStatusChip active={category.is_active} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            {descriptionExcerpt(category.description)}
          </Typography>
          <AdminCardFooter>
            <Typography variant="body2" color="text.secondary">
              {T.colCreated} {formatShortDate(category.created_at)}
            </Typography>
            {actions(category)}
          </AdminCardFooter>
        </>
      )}
    />
  );
}

// /admin/shop/categories Category Management (back-office.md §2, §8): tiles, the category list
// (a table on wide screens, cards below 'md'), the add/edit dialog, delete with confirmation.
// Saves use the spec's status-code table.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { ADMIN_CATEGORY_MESSAGES as M, ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';
import AdminPageHeader from '../../components/AdminPageHeader';
import ConfirmDialog from '../../components/ConfirmDialog';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { saveErrorMessage } from '../../lib/save-error-message';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateCategory, type CategoryInput } from './api/create-category';
import { useDeleteCategory } from './api/delete-category';
import { useAdminCategories } from './api/get-admin-categories';
import { useUpdateCategory } from './api/update-category';
import CategoriesTable from './components/CategoriesTable';
import CategoryCardsList from './components/CategoryCardsList';
import CategoryDialog from './components/CategoryDialog';
import CategoryStats from './components/CategoryStats';

export default function AdminCategoriesPage() {
  const theme = useTheme();
  // The back office renders in the browser only: read the width at once (no flash of the table).
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  useDocumentTitle(T.title);
  const notify = useNotify();
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useAdminCategories();
  const editor = useAdminEditor<Category, CategoryInput, { category: Category }>({
    create: useCreateCategory(),
    update: useUpdateCategory(),
    remove: useDeleteCategory(),
    messages: M,
    // back-office.md §8: the save status table, else 'Error saving category'.
    saveErrorText: saveErrorMessage,
  });

  // Once per failed load (a failed retry says so again).
  useEffect(() => {
    if (isError) notify(M.fetchFailed, 'error');
  }, [isError, errorUpdatedAt, notify]);

  const categories = data?.categories ?? [];
  const listProps = { categories, onEdit: (category: Category) => editor.openEditor(category), onDelete: editor.askDelete };

  return (
    <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <AdminPageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()}>
            {T.addCategory}
          </Button>
        }
      />
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : !data ? (
        <LoadFailedAlert message={M.fetchFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <CategoryStats categories={categories} />
          {categories.length === 0 ? (
            <Paper sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
              <CategoryIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1.5 }} />
              <Typography color="text.secondary">{T.empty}</Typography>
            </Paper>
          ) : narrow ? (
            <CategoryCardsList {...listProps} />
          ) : (
            <CategoriesTable {...listProps} />
          )}
        </>
      )}
      {editor.editing && (
        <CategoryDialog
          key={editor.editing.key}
          open
          category={editor.editing.item}
          saving={editor.saving}
          error={editor.saveError}
          onSave={editor.save}
          onClose={editor.closeEditor}
        />
      )}
      <ConfirmDialog
        {...editor.deleteDialog}
        title={T.deleteTitle}
        message={editor.deleteTarget ? `${T.deleteQuestion(editor.deleteTarget.name)} ${T.deleteConfirm}` : T.deleteConfirm}
        confirmLabel={T.delete}
      />
    </Box>
  );
}

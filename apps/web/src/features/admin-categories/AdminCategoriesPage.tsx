// /admin/shop/categories Category Management (docs/product/back-office.md): tiles, the category list
// (a table on wide screens, cards below 'md'), the add/edit dialog, delete with confirmation.
// Saves use the spec's status-code table.
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import {
  ADMIN_FEEDBACK_TEXTS as F,
  ADMIN_CATEGORY_MESSAGES as M,
  ADMIN_CATEGORIES_TEXTS as T,
  type Category,
} from '@clanhall/shared';
import AdminPageHeader from '../../components/AdminPageHeader';
import ConfirmDialog from '../../components/ConfirmDialog';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
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
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import AdminPage, { useNarrowAdminLayout } from '../../components/AdminPage';
import EmptyPanel from '../../components/EmptyPanel';

export default function AdminCategoriesPage() {
  const narrow = useNarrowAdminLayout();
  useDocumentTitle(T.title);
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useAdminCategories();
  const editor = useAdminEditor<Category, CategoryInput, { category: Category }>({
    create: useCreateCategory(),
    update: useUpdateCategory(),
    remove: useDeleteCategory(),
    messages: M,
    // docs/product/back-office.md: the save status table, else 'Error saving category'.
    saveErrorText: saveErrorMessage,
  });

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchFailed);

  const categories = data?.categories ?? [];
  const listProps = { categories, onEdit: (category: Category) => editor.openEditor(category), onDelete: editor.askDelete };

  return (
    <AdminPage>
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
        <LoadFailedAlert message={F.listLoadFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <CategoryStats categories={categories} />
          {categories.length === 0 ? (
            <EmptyPanel icon={CategoryIcon} text={T.empty} />
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
    </AdminPage>
  );
}

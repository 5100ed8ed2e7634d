// /admin/shop/categories Category Management (docs/product/back-office.md): tiles, the category list
// (a table on wide screens, cards below 'md'), the add/edit dialog, delete with confirmation.
// Saves use the spec's status-code table.
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_CATEGORY_MESSAGES as M, ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';
import AdminLoadState from '../../components/admin/AdminLoadState';
import AdminPage from '../../components/admin/AdminPage';
import ConfirmDialog from '../../components/ConfirmDialog';
import { saveErrorMessage } from '../../lib/save-error-message';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useCreateCategory, type CategoryInput } from './api/create-category';
import { useDeleteCategory } from './api/delete-category';
import { useAdminCategories } from './api/get-admin-categories';
import { useUpdateCategory } from './api/update-category';
import CategoryDialog from './components/CategoryDialog';
import CategoryList from './components/CategoryList';
import CategoryStats from './components/CategoryStats';

export default function AdminCategoriesPage() {
  const query = useAdminCategories();
  const editor = useAdminEditor<Category, CategoryInput, { category: Category }>({
    create: useCreateCategory(),
    update: useUpdateCategory(),
    remove: useDeleteCategory(),
    messages: M,
    // docs/product/back-office.md: the save status table, else 'Error saving category'.
    saveErrorText: saveErrorMessage,
  });

  return (
    <AdminPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()}>
          {T.addCategory}
        </Button>
      }
    >
      <AdminLoadState query={query} data={query.data} texts={{ loading: T.loading, retry: T.retry, fetchFailed: M.fetchFailed }}>
        {({ categories }) => (
          <>
            <CategoryStats categories={categories} />
            <CategoryList
              categories={categories}
              onEdit={(category) => editor.openEditor(category)}
              onDelete={editor.askDelete}
            />
          </>
        )}
      </AdminLoadState>
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

// /admin/shop/products Product Management (docs/product/back-office.md): tiles, the product list (a
// table on wide screens, cards below 'md'), the create/edit dialog, delete with confirmation.
// Products and categories load together; saves use the spec's status-code table.
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_PRODUCT_MESSAGES as M, ADMIN_PRODUCTS_TEXTS as T, type Product } from '@clanhall/shared';
import AdminLoadState from '../../components/admin/AdminLoadState';
import AdminPage from '../../components/admin/AdminPage';
import ConfirmDialog from '../../components/ConfirmDialog';
import { saveErrorMessage } from '../../lib/save-error-message';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useCreateProduct, type ProductInput } from './api/create-product';
import { useDeleteProduct } from './api/delete-product';
import { useAdminCatalogue } from './api/get-admin-catalogue';
import { useUpdateProduct } from './api/update-product';
import ProductDialog from './components/ProductDialog';
import ProductList from './components/ProductList';
import ProductStats from './components/ProductStats';

export default function AdminProductsPage() {
  const query = useAdminCatalogue();
  const editor = useAdminEditor<Product, ProductInput, { product: Product }>({
    create: useCreateProduct(),
    update: useUpdateProduct(),
    remove: useDeleteProduct(),
    messages: M,
    // docs/product/back-office.md: the save status table, else 'Error saving product'.
    saveErrorText: saveErrorMessage,
  });
  const categories = query.data?.categories ?? [];

  return (
    <AdminPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()} disabled={!query.data}>
          {T.addProduct}
        </Button>
      }
    >
      <AdminLoadState query={query} data={query.data} texts={{ loading: T.loading, retry: T.retry, fetchFailed: M.fetchFailed }}>
        {({ products }) => (
          <>
            <ProductStats products={products} categories={categories} />
            <ProductList products={products} onEdit={(product) => editor.openEditor(product)} onDelete={editor.askDelete} />
          </>
        )}
      </AdminLoadState>
      {editor.editing && (
        <ProductDialog
          key={editor.editing.key}
          open
          product={editor.editing.item}
          categories={categories}
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

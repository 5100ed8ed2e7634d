// /admin/shop/products Product Management (docs/product/back-office.md): tiles, the product list (a
// table on wide screens, cards below 'md'), the create/edit dialog, delete with confirmation.
// Products and categories load together; saves use the spec's status-code table.
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import {
  ADMIN_FEEDBACK_TEXTS as F,
  ADMIN_PRODUCT_MESSAGES as M,
  ADMIN_PRODUCTS_TEXTS as T,
  type Product,
} from '@clanhall/shared';
import AdminPageHeader from '../../components/AdminPageHeader';
import ConfirmDialog from '../../components/ConfirmDialog';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
import { saveErrorMessage } from '../../lib/save-error-message';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateProduct, type ProductInput } from './api/create-product';
import { useDeleteProduct } from './api/delete-product';
import { useAdminCatalogue } from './api/get-admin-catalogue';
import { useUpdateProduct } from './api/update-product';
import ProductCardsList from './components/ProductCardsList';
import ProductDialog from './components/ProductDialog';
import ProductStats from './components/ProductStats';
import ProductsTable from './components/ProductsTable';
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import AdminPage, { useNarrowAdminLayout } from '../../components/AdminPage';
import EmptyPanel from '../../components/EmptyPanel';

export default function AdminProductsPage() {
  const narrow = useNarrowAdminLayout();
  useDocumentTitle(T.title);
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useAdminCatalogue();
  const editor = useAdminEditor<Product, ProductInput, { product: Product }>({
    create: useCreateProduct(),
    update: useUpdateProduct(),
    remove: useDeleteProduct(),
    messages: M,
    // docs/product/back-office.md: the save status table, else 'Error saving product'.
    saveErrorText: saveErrorMessage,
  });

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchFailed);

  const products = data?.products ?? [];
  const categories = data?.categories ?? [];
  const listProps = { products, onEdit: (product: Product) => editor.openEditor(product), onDelete: editor.askDelete };

  return (
    <AdminPage>
      <AdminPageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()} disabled={!data}>
            {T.addProduct}
          </Button>
        }
      />
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : !data ? (
        <LoadFailedAlert message={F.listLoadFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <ProductStats products={products} categories={categories} />
          {products.length === 0 ? (
            <EmptyPanel icon={Inventory2Icon} text={T.empty} />
          ) : narrow ? (
            <ProductCardsList {...listProps} />
          ) : (
            <ProductsTable {...listProps} />
          )}
        </>
      )}
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

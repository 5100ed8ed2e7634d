// The product list (docs/product/back-office.md): Product (thumbnail, name, description excerpt),
// Category, Price, Stock, Status, Actions as a table; below 'md' one card per product with the
// same fields and actions.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { ADMIN_PRODUCTS_TEXTS as T, type Product } from '@clanhall/shared';
import AdminList, { AdminCardFooter, type AdminColumn } from '../../../components/admin/AdminList';
import RowActions from '../../../components/admin/RowActions';
import EmptyPanel from '../../../components/EmptyPanel';
import ProductChips from './ProductChips';
import ProductPrice from './ProductPrice';
import ProductStock from './ProductStock';
import ProductThumb from './ProductThumb';
import { categoryLabel, descriptionExcerpt } from './product-display';

export interface ProductListProps {
  products: Product[];
  onEdit(product: Product): void;
  onDelete(product: Product): void;
}

const name = (product: Product) => <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>;

/** A card's captioned figure (Price, Stock). */
function Figure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" display="block">
        {caption}
      </Typography>
      {children}
    </Box>
  );
}

export default function ProductList({ products, onEdit, onDelete }: ProductListProps) {
  // docs/product/back-office.md: Edit Product, Delete Product, as labelled icon buttons.
  const actions = (product: Product) => (
    <RowActions
      actions={[
        { label: T.editProduct, icon: <EditIcon fontSize="small" />, onClick: () => onEdit(product) },
        { label: T.deleteProduct, icon: <DeleteIcon fontSize="small" />, onClick: () => onDelete(product), color: 'error' },
      ]}
    />
  );
  const columns: AdminColumn<Product>[] = [
    {
      header: T.colProduct,
      width: '40%',
      cell: (product) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <ProductThumb imageUrl={product.image_url} />
          <Box sx={{ minWidth: 0 }}>
            {name(product)}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
              {descriptionExcerpt(product.description)}
            </Typography>
          </Box>
        </Box>
      ),
    },
    { header: T.colCategory, cell: categoryLabel },
    { header: T.colPrice, cell: (product) => <ProductPrice product={product} /> },
    { header: T.colStock, align: 'right', cell: (product) => <ProductStock stock={product.stock_quantity} /> },
    { header: T.colStatus, cell: (product) => <ProductChips product={product} /> },
    { header: T.colActions, align: 'right', cell: actions },
  ];
  return (
    <AdminList
      items={products}
      label={T.title}
      columns={columns}
      rowTestId="admin-product-row"
      empty={<EmptyPanel icon={Inventory2Icon} text={T.empty} />}
      card={(product) => (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <ProductThumb imageUrl={product.image_url} size={56} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {name(product)}
              <Typography variant="body2" color="text.secondary">
                {categoryLabel(product)}
              </Typography>
              <Box sx={{ mt: 0.75 }}>
                <ProductChips product={product} />
              </Box>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            {descriptionExcerpt(product.description)}
          </Typography>
          <AdminCardFooter>
            <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Figure caption={T.colPrice}>
                <ProductPrice product={product} />
              </Figure>
              <Figure caption={T.colStock}>
                <ProductStock stock={product.stock_quantity} />
              </Figure>
            </Box>
            {actions(product)}
          </AdminCardFooter>
        </>
      )}
    />
  );
}

// The product list on wide screens: Product (thumbnail, name, description excerpt), Category,
// Price, Stock, Status, Actions (docs/product/back-office.md).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_PRODUCTS_TEXTS as T, type Product } from '@clanhall/shared';
import ProductActions, { type ProductActionHandlers } from './ProductActions';
import ProductChips from './ProductChips';
import ProductPrice from './ProductPrice';
import ProductStock from './ProductStock';
import ProductThumb from './ProductThumb';
import { categoryLabel, descriptionExcerpt } from './product-display';

export interface ProductListProps extends ProductActionHandlers {
  products: Product[];
}

export default function ProductsTable({ products, ...handlers }: ProductListProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={T.title}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '40%' }}>{T.colProduct}</TableCell>
            <TableCell>{T.colCategory}</TableCell>
            <TableCell>{T.colPrice}</TableCell>
            <TableCell align="right">{T.colStock}</TableCell>
            <TableCell>{T.colStatus}</TableCell>
            <TableCell align="right">{T.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id} hover data-testid="admin-product-row">
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <ProductThumb imageUrl={product.image_url} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
                      {descriptionExcerpt(product.description)}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell>{categoryLabel(product)}</TableCell>
              <TableCell>
                <ProductPrice product={product} />
              </TableCell>
              <TableCell align="right">
                <ProductStock stock={product.stock_quantity} />
              </TableCell>
              <TableCell>
                <ProductChips product={product} />
              </TableCell>
              <TableCell align="right">
                <ProductActions product={product} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

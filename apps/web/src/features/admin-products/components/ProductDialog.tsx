// 'Create New Product' / 'Edit Product' (docs/product/back-office.md): name, description (3 rows), price,
// sale price (optional), category (select), image (image input), stock, active, featured, sort
// order; price, sale price, stock and sort order are number inputs. No client-side required
// checks (docs/product/back-office.md): the server's message decides.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_PRODUCTS_TEXTS as T, type Category, type Product } from '@clanhall/shared';
import FormDialog from '../../../components/FormDialog';
import ImageInput from '../../../components/image-input/ImageInput';
import type { ProductInput } from '../api/create-product';
import { initialProductForm, toProductInput, type ProductForm } from './product-form';

export interface ProductDialogProps {
  open: boolean;
  /** The product being edited; undefined for a new one. */
  product?: Product;
  categories: Category[];
  saving: boolean;
  /** After a failed save: that nothing was saved (the snackbar above the dialog says why, docs/product/back-office.md). */
  error?: string;
  onSave(input: ProductInput): void;
  onClose(): void;
}

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

export default function ProductDialog({ open, product, categories, saving, error, onSave, onClose }: ProductDialogProps) {
  const [form, setForm] = useState<ProductForm>(() => initialProductForm(product, categories));
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <FormDialog
      open={open}
      title={product ? T.editTitle : T.createTitle}
      error={error}
      saving={saving}
      submitLabel={product ? T.save : T.create}
      savingLabel={T.saving}
      cancelLabel={T.cancel}
      maxWidth="md"
      onSubmit={() => onSave(toProductInput(form))}
      onClose={onClose}
    >
      <TextField label={T.fieldName} name="name" value={form.name} onChange={(e) => set('name', e.target.value)} autoFocus />
      <TextField
        label={T.fieldDescription}
        name="description"
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        multiline
        rows={3}
      />
      <Box sx={twoColumns}>
        <TextField
          label={T.fieldPrice}
          name="price"
          type="number"
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
          slotProps={{ ...dollars, htmlInput: { step: '0.01', min: 0, inputMode: 'decimal' } }}
        />
        <TextField
          label={T.fieldSalePrice}
          name="sale_price"
          type="number"
          value={form.sale_price}
          onChange={(e) => set('sale_price', e.target.value)}
          helperText={T.salePriceHint}
          slotProps={{ ...dollars, htmlInput: { step: '0.01', min: 0, inputMode: 'decimal' } }}
        />
      </Box>
      <Box sx={twoColumns}>
        <TextField
          select
          label={T.fieldCategory}
          name="category_id"
          value={form.category_id}
          onChange={(e) => set('category_id', e.target.value)}
          // The empty value is a real choice ('Uncategorized'): show it, with the label above.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <Typography component="span" color="text.secondary">
              {T.uncategorized}
            </Typography>
          </MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={T.fieldStock}
          name="stock_quantity"
          type="number"
          value={form.stock_quantity}
          onChange={(e) => set('stock_quantity', e.target.value)}
          slotProps={{ htmlInput: { step: 1, min: 0, inputMode: 'numeric' } }}
        />
      </Box>
      <ImageInput label={T.fieldImage} value={form.image_url} onChange={(value) => set('image_url', value)} />
      <Box sx={{ ...twoColumns, alignItems: 'center' }}>
        <TextField
          label={T.fieldSortOrder}
          name="sort_order"
          type="number"
          value={form.sort_order}
          onChange={(e) => set('sort_order', e.target.value)}
          helperText={T.sortOrderHint}
          slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <FormControlLabel
            control={<Switch checked={form.is_active} onChange={(e) => set('is_active', e.target.checked)} name="is_active" />}
            label={T.fieldActive}
          />
          <FormControlLabel
            control={
              <Switch checked={form.is_featured} onChange={(e) => set('is_featured', e.target.checked)} name="is_featured" />
            }
            label={T.fieldFeatured}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}

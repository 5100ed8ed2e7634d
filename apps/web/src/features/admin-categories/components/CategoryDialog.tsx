// 'Add Category' / 'Edit Category' (docs/product/back-office.md): name, description, image (image input),
// sort order and active. No client-side required checks (docs/product/back-office.md): the server's message decides.
// docs/product/back-office.md: new categories default to sort order 0 and active.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ADMIN_CATEGORIES_TEXTS as T, type Category } from '@clanhall/shared';
import FormDialog from '../../../components/FormDialog';
import ImageInput from '../../../components/image-input/ImageInput';
import type { CategoryInput } from '../api/create-category';

export interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; undefined for a new one. */
  category?: Category;
  saving: boolean;
  /** After a failed save: that nothing was saved (the snackbar above the dialog says why, docs/product/back-office.md). */
  error?: string;
  onSave(input: CategoryInput): void;
  onClose(): void;
}

interface CategoryForm {
  name: string;
  description: string;
  image_url: string;
  /** As typed in the number input. */
  sort_order: string;
  is_active: boolean;
}

function initialForm(category?: Category): CategoryForm {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    image_url: category?.image_url ?? '',
    sort_order: String(category?.sort_order ?? 0),
    is_active: category?.is_active ?? true,
  };
}

/** A blank sort order is left out (the server's default 0): a body number is a JSON number or absent. */
function toInput(form: CategoryForm): CategoryInput {
  return { ...form, sort_order: form.sort_order.trim() === '' ? undefined : Number(form.sort_order) };
}

export default function CategoryDialog({ open, category, saving, error, onSave, onClose }: CategoryDialogProps) {
  const [form, setForm] = useState<CategoryForm>(() => initialForm(category));
  const set = <K extends keyof CategoryForm>(key: K, value: CategoryForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <FormDialog
      open={open}
      title={category ? T.editTitle : T.createTitle}
      error={error}
      saving={saving}
      submitLabel={category ? T.save : T.create}
      savingLabel={T.saving}
      cancelLabel={T.cancel}
      onSubmit={() => onSave(toInput(form))}
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
      <ImageInput label={T.fieldImage} value={form.image_url} onChange={(value) => set('image_url', value)} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'center' }}>
        <TextField
          label={T.fieldSortOrder}
          name="sort_order"
          type="number"
          value={form.sort_order}
          onChange={(e) => set('sort_order', e.target.value)}
          helperText={T.sortOrderHint}
          slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
        />
        <FormControlLabel
          control={<Switch checked={form.is_active} onChange={(e) => set('is_active', e.target.checked)} name="is_active" />}
          label={T.fieldActive}
        />
      </Box>
    </FormDialog>
  );
}

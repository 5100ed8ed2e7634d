// 'Create New Blog Post' / 'Edit Blog Post' (back-office.md §2): title, content (8 rows),
// image (image input), tags, status. No client-side required checks (§5): the server decides.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ADMIN_BLOG_TEXTS as T, type BlogPost, type PostStatus } from '@clanhall/shared';
import ImageInput from '../../../components/image-input/ImageInput';
import type { PostInput } from '../api/create-post';

export interface PostDialogProps {
  open: boolean;
  /** The post being edited; undefined for a new one. */
  post?: BlogPost;
  saving: boolean;
  /** Why the last save failed; shown inside the dialog, which hides the page's snackbar from screen readers. */
  error?: string;
  onSave(input: PostInput): void;
  onClose(): void;
}

function initialForm(post?: BlogPost): PostInput {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    image_url: post?.image_url ?? '',
    tags: post?.tags ?? '',
    // back-office.md §4: new posts default to published.
    status: post?.status ?? 'published',
  };
}

export default function PostDialog({ open, post, saving, error, onSave, onClose }: PostDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState<PostInput>(() => initialForm(post));
  const title = post ? T.editTitle : T.createTitle;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="post-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="post-dialog-title">{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label={T.fieldTitle}
              name="title"
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              autoFocus
            />
            <TextField
              label={T.fieldContent}
              name="content"
              value={form.content}
              onChange={(e) => setForm({ ...form, content: e.target.value })}
              multiline
              rows={8}
            />
            <ImageInput
              label={T.fieldImage}
              value={form.image_url ?? ''}
              onChange={(image_url) => setForm((f) => ({ ...f, image_url }))}
            />
            <TextField
              label={T.fieldTags}
              name="tags"
              value={form.tags ?? ''}
              onChange={(e) => setForm({ ...form, tags: e.target.value })}
              placeholder={T.tagsExample}
              helperText={T.tagsExample}
            />
            <TextField
              select
              label={T.fieldStatus}
              name="status"
              value={form.status}
              onChange={(e) => setForm({ ...form, status: e.target.value as PostStatus })}
            >
              <MenuItem value="published">{T.statusPublished}</MenuItem>
              <MenuItem value="draft">{T.statusDraft}</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving} color="inherit">
            {T.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {saving ? T.saving : post ? T.save : T.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

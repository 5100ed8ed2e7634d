// 'Create New Blog Post' / 'Edit Blog Post' (docs/product/back-office.md): title, content (8 rows),
// image (image input), tags, status, and who can read it (docs/product/membership.md#members-only-posts).
// No client-side required checks (docs/product/back-office.md): the server decides.
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADMIN_BLOG_TEXTS as T, MEMBERS_POST_TEXTS, type BlogPost, type PostStatus, type PostVisibility } from '@clanhall/shared';
import FormDialog from '../../../components/FormDialog';
import ImageInput from '../../../components/image-input/ImageInput';
import type { PostInput } from '../api/create-post';

export interface PostDialogProps {
  open: boolean;
  /** The post being edited; undefined for a new one. */
  post?: BlogPost;
  saving: boolean;
  /** After a failed save: that nothing was saved (the snackbar above the dialog says why, docs/product/back-office.md). */
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
    // docs/product/back-office.md: new posts default to published.
    status: post?.status ?? 'published',
    visibility: post?.visibility ?? 'public',
  };
}

export default function PostDialog({ open, post, saving, error, onSave, onClose }: PostDialogProps) {
  const [form, setForm] = useState<PostInput>(() => initialForm(post));

  return (
    <FormDialog
      open={open}
      title={post ? T.editTitle : T.createTitle}
      error={error}
      saving={saving}
      submitLabel={post ? T.save : T.create}
      savingLabel={T.saving}
      cancelLabel={T.cancel}
      maxWidth="md"
      onSubmit={() => onSave(form)}
      onClose={onClose}
    >
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
      <TextField
        select
        label={MEMBERS_POST_TEXTS.fieldVisibility}
        name="visibility"
        value={form.visibility}
        onChange={(e) => setForm({ ...form, visibility: e.target.value as PostVisibility })}
        helperText={MEMBERS_POST_TEXTS.visibilityHelp}
      >
        <MenuItem value="public">{MEMBERS_POST_TEXTS.visibilityPublic}</MenuItem>
        <MenuItem value="members">{MEMBERS_POST_TEXTS.visibilityMembers}</MenuItem>
      </TextField>
    </FormDialog>
  );
}

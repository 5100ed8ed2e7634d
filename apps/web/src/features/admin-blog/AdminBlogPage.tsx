// /admin/blog Blog Management (back-office.md §2, §8): tiles, the post list (a table on wide
// screens, cards below 'md'), the create/edit dialog, quick publish/draft, delete with
// confirmation. Messages are the spec's, saves use its status-code table.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_BLOG_MESSAGES as M, ADMIN_BLOG_TEXTS as T, type BlogPost } from '@clanhall/shared';
import AdminPageHeader from '../../components/AdminPageHeader';
import ConfirmDialog from '../../components/ConfirmDialog';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { saveErrorMessage } from '../../lib/save-error-message';
import { useCreatePost, type PostInput } from './api/create-post';
import { useDeletePost } from './api/delete-post';
import { useAdminPosts } from './api/get-admin-posts';
import { useSetPostStatus } from './api/set-post-status';
import { useUpdatePost } from './api/update-post';
import BlogStats from './components/BlogStats';
import PostCardsList from './components/PostCardsList';
import PostDialog from './components/PostDialog';
import PostsTable from './components/PostsTable';

type Editing = { post?: BlogPost; key: number } | null;

export default function AdminBlogPage() {
  const theme = useTheme();
  // The back office renders in the browser only: read the width at once (no flash of the table).
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const notify = useNotify();
  const { data, isPending, isError } = useAdminPosts();
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const deletePost = useDeletePost();
  const setStatus = useSetPostStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [saveError, setSaveError] = useState<string>();

  useEffect(() => {
    if (isError) notify(M.fetchFailed, 'error');
  }, [isError, notify]);

  useEffect(() => {
    document.title = T.title;
  }, []);

  const posts = data?.posts ?? [];
  const saving = createPost.isPending || updatePost.isPending;

  function save(input: PostInput) {
    const editingPost = editing?.post;
    const options = {
      onSuccess: () => {
        notify(editingPost ? M.updated : M.created, 'success');
        setEditing(null);
      },
      onError: (error: unknown) => {
        const message = saveErrorMessage(error, M.saveFailed);
        setSaveError(message);
        notify(message, 'error');
      },
    };
    setSaveError(undefined);
    if (editingPost) updatePost.mutate({ id: editingPost.id, ...input }, options);
    else createPost.mutate(input, options);
  }

  function toggleStatus(post: BlogPost) {
    setStatus.mutate(
      { id: post.id, status: post.status === 'published' ? 'draft' : 'published' },
      { onSuccess: () => notify(M.statusUpdated, 'success'), onError: () => notify(M.statusFailed, 'error') },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deletePost.mutate(deleting.id, {
      onSuccess: () => {
        notify(M.deleted, 'success');
        setDeleting(null);
      },
      onError: () => {
        notify(M.deleteFailed, 'error');
        setDeleting(null);
      },
    });
  }

  function openEditor(post?: BlogPost) {
    setSaveError(undefined);
    setEditing({ post, key: Date.now() });
  }

  const handlers = {
    onEdit: (post: BlogPost) => openEditor(post),
    onToggleStatus: toggleStatus,
    onDelete: setDeleting,
    busyId: setStatus.isPending ? setStatus.variables?.id : undefined,
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <AdminPageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor()}>
            {T.newPost}
          </Button>
        }
      />
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : (
        <>
          <BlogStats posts={posts} />
          {posts.length === 0 ? (
            <Paper sx={{ p: 5, textAlign: 'center' }}>
              <Typography color="text.secondary">{isError ? M.fetchFailed : T.empty}</Typography>
            </Paper>
          ) : narrow ? (
            <PostCardsList posts={posts} {...handlers} />
          ) : (
            <PostsTable posts={posts} {...handlers} />
          )}
        </>
      )}
      {editing && (
        <PostDialog
          key={editing.key}
          open
          post={editing.post}
          saving={saving}
          error={saveError}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        message={deleting ? `${T.deleteQuestion(deleting.title)} ${T.deleteConfirm}` : T.deleteConfirm}
        confirmLabel={T.delete}
        busy={deletePost.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

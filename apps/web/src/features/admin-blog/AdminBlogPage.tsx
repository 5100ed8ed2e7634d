// /admin/blog Blog Management (docs/product/back-office.md): tiles, the post list (a table on wide
// screens, cards below 'md'), the create/edit dialog, quick publish/draft, delete with
// confirmation. Messages are the spec's, saves use its status-code table.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_FEEDBACK_TEXTS as F, ADMIN_BLOG_MESSAGES as M, ADMIN_BLOG_TEXTS as T, type BlogPost } from '@clanhall/shared';
import AdminPageHeader from '../../components/AdminPageHeader';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import ConfirmDialog from '../../components/ConfirmDialog';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { saveErrorMessage } from '../../lib/save-error-message';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useCreatePost, type PostInput } from './api/create-post';
import { useDeletePost } from './api/delete-post';
import { useAdminPosts } from './api/get-admin-posts';
import { useSetPostStatus } from './api/set-post-status';
import { useUpdatePost } from './api/update-post';
import BlogStats from './components/BlogStats';
import PostCardsList from './components/PostCardsList';
import PostDialog from './components/PostDialog';
import PostsTable from './components/PostsTable';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import AdminPage, { useNarrowAdminLayout } from '../../components/AdminPage';

export default function AdminBlogPage() {
  const narrow = useNarrowAdminLayout();
  const notify = useNotify();
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useAdminPosts();
  const setStatus = useSetPostStatus();
  const editor = useAdminEditor<BlogPost, PostInput, { post: BlogPost }>({
    create: useCreatePost(),
    update: useUpdatePost(),
    remove: useDeletePost(),
    messages: M,
    // docs/product/back-office.md: the save status table.
    saveErrorText: saveErrorMessage,
  });

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchFailed);

  useDocumentTitle(T.title);

  const posts = data?.posts ?? [];

  function toggleStatus(post: BlogPost) {
    setStatus.mutate(
      { id: post.id, status: post.status === 'published' ? 'draft' : 'published' },
      { onSuccess: () => notify(M.statusUpdated, 'success'), onError: () => notify(M.statusFailed, 'error') },
    );
  }

  const handlers = {
    onEdit: (post: BlogPost) => editor.openEditor(post),
    onToggleStatus: toggleStatus,
    onDelete: editor.askDelete,
    busyId: setStatus.isPending ? setStatus.variables?.id : undefined,
  };

  return (
    <AdminPage>
      <AdminPageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()}>
            {T.newPost}
          </Button>
        }
      />
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : !data ? (
        <LoadFailedAlert message={F.listLoadFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <BlogStats posts={posts} />
          {posts.length === 0 ? (
            <Paper sx={{ p: 5, textAlign: 'center' }}>
              <Typography color="text.secondary">{T.empty}</Typography>
            </Paper>
          ) : narrow ? (
            <PostCardsList posts={posts} {...handlers} />
          ) : (
            <PostsTable posts={posts} {...handlers} />
          )}
        </>
      )}
      {editor.editing && (
        <PostDialog
          key={editor.editing.key}
          open
          post={editor.editing.item}
          saving={editor.saving}
          error={editor.saveError}
          onSave={editor.save}
          onClose={editor.closeEditor}
        />
      )}
      <ConfirmDialog
        {...editor.deleteDialog}
        title={T.deleteTitle}
        message={editor.deleteTarget ? `${T.deleteQuestion(editor.deleteTarget.title)} ${T.deleteConfirm}` : T.deleteConfirm}
        confirmLabel={T.delete}
      />
    </AdminPage>
  );
}

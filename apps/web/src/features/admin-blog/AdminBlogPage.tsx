// /admin/blog Blog Management (docs/product/back-office.md): tiles, the post list (a table on wide
// screens, cards below 'md'), the create/edit dialog, quick publish/draft, delete with
// confirmation. Messages are the spec's, saves use its status-code table.
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_BLOG_MESSAGES as M, ADMIN_BLOG_TEXTS as T, type BlogPost } from '@clanhall/shared';
import AdminLoadState from '../../components/admin/AdminLoadState';
import AdminPage from '../../components/admin/AdminPage';
import ConfirmDialog from '../../components/ConfirmDialog';
import { useNotify } from '../../components/feedback/notify';
import { saveErrorMessage } from '../../lib/save-error-message';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useCreatePost, type PostInput } from './api/create-post';
import { useDeletePost } from './api/delete-post';
import { useAdminPosts } from './api/get-admin-posts';
import { useSetPostStatus } from './api/set-post-status';
import { useUpdatePost } from './api/update-post';
import BlogStats from './components/BlogStats';
import PostDialog from './components/PostDialog';
import PostList from './components/PostList';

export default function AdminBlogPage() {
  const notify = useNotify();
  const query = useAdminPosts();
  const setStatus = useSetPostStatus();
  const editor = useAdminEditor<BlogPost, PostInput, { post: BlogPost }>({
    create: useCreatePost(),
    update: useUpdatePost(),
    remove: useDeletePost(),
    messages: M,
    // docs/product/back-office.md: the save status table.
    saveErrorText: saveErrorMessage,
  });

  function toggleStatus(post: BlogPost) {
    setStatus.mutate(
      { id: post.id, status: post.status === 'published' ? 'draft' : 'published' },
      { onSuccess: () => notify(M.statusUpdated, 'success'), onError: () => notify(M.statusFailed, 'error') },
    );
  }

  return (
    <AdminPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()}>
          {T.newPost}
        </Button>
      }
    >
      <AdminLoadState query={query} data={query.data} texts={{ loading: T.loading, retry: T.retry, fetchFailed: M.fetchFailed }}>
        {({ posts }) => (
          <>
            <BlogStats posts={posts} />
            <PostList
              posts={posts}
              busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
              onEdit={(post) => editor.openEditor(post)}
              onToggleStatus={toggleStatus}
              onDelete={editor.askDelete}
            />
          </>
        )}
      </AdminLoadState>
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

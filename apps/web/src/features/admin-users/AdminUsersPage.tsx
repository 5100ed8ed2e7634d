// /admin/users User Management (docs/product/back-office.md): tiles, the user list (a table on
// wide screens, cards below 'md'), the add/edit dialog, quick ban/activate, delete with
// confirmation. Messages are the spec's; a failed save shows the server's own error.
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { ADMIN_FEEDBACK_TEXTS as F, ADMIN_USER_MESSAGES as M, ADMIN_USERS_TEXTS as T, type AdminUser } from '@clanhall/shared';
import AdminPageHeader from '../../components/AdminPageHeader';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import ConfirmDialog from '../../components/ConfirmDialog';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { errorText } from '../../lib/http';
import { updateUser as updateSessionUser, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useCreateUser, type UserInput } from './api/create-user';
import { useDeleteUser } from './api/delete-user';
import { useAdminUsers } from './api/get-admin-users';
import { useSetUserStatus } from './api/set-user-status';
import { useUpdateUser } from './api/update-user';
import UserCardsList from './components/UserCardsList';
import UserDialog from './components/UserDialog';
import UsersTable from './components/UsersTable';
import UserStats from './components/UserStats';
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import AdminPage, { useNarrowAdminLayout } from '../../components/AdminPage';
import EmptyPanel from '../../components/EmptyPanel';
import LoadMoreSentinel from '../../components/LoadMoreSentinel';
import { useDebounced } from '../../lib/use-debounced';

export default function AdminUsersPage() {
  const narrow = useNarrowAdminLayout();
  useDocumentTitle(T.title);
  const notify = useNotify();
  const session = useSession();
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), 300);
  const { users: loaded, counts, isPending, isError, isFetching, errorUpdatedAt, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useAdminUsers(settledSearch);
  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchFailed);

  const users = loaded ?? [];
  const selfId = session.user?.id;
  const setStatus = useSetUserStatus();
  const editor = useAdminEditor<AdminUser, UserInput, { user: AdminUser }>({
    create: useCreateUser(),
    update: useUpdateUser(),
    remove: useDeleteUser(),
    messages: M,
    // docs/product/back-office.md: the server's error field, else 'Error saving user'.
    saveErrorText: errorText,
    onSaved: ({ user }) => syncSession(user),
  });

  /** An administrator editing their own account sees the new name and picture in the header at once. */
  function syncSession(saved: AdminUser) {
    const current = session.user;
    if (!current || current.id !== saved.id) return;
    const { username, email, role, status, first_name, last_name, avatar_url } = saved;
    updateSessionUser({ ...current, username, email, role, status, first_name, last_name, avatar_url });
  }

  // docs/product/back-office.md: the quick action moves active to banned, any other status to active.
  function toggleStatus(user: AdminUser) {
    setStatus.mutate(
      { id: user.id, status: user.status === 'active' ? 'banned' : 'active' },
      { onSuccess: () => notify(M.statusUpdated, 'success'), onError: () => notify(M.statusFailed, 'error') },
    );
  }

  const listProps = {
    users,
    selfId,
    busyId: setStatus.isPending ? setStatus.variables?.id : undefined,
    onEdit: (user: AdminUser) => editor.openEditor(user),
    onToggleStatus: toggleStatus,
    onDelete: editor.askDelete,
  };

  return (
    <AdminPage>
      <AdminPageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => editor.openEditor()}>
            {T.addUser}
          </Button>
        }
      />
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : !loaded || !counts ? (
        <LoadFailedAlert message={F.listLoadFailed} retryLabel={T.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <UserStats counts={counts} />
          <TextField
            type="search"
            label={T.search}
            placeholder={T.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ mb: 2.5, width: { xs: '100%', sm: 360 } }}
          />
          {users.length === 0 ? (
            <EmptyPanel icon={PeopleIcon} text={settledSearch ? T.noMatches : T.empty} />
          ) : (
            <>
              {/* docs/product/back-office.md: a table on wide screens, cards below 'md'. Only one is
                  rendered, so each user appears once on the page. */}
              {narrow ? <UserCardsList {...listProps} /> : <UsersTable {...listProps} />}
              <LoadMoreSentinel hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} label={T.loadMore} />
            </>
          )}
        </>
      )}
      {editor.editing && (
        <UserDialog
          key={editor.editing.key}
          open
          user={editor.editing.item}
          saving={editor.saving}
          error={editor.saveError}
          onSave={editor.save}
          onClose={editor.closeEditor}
        />
      )}
      <ConfirmDialog
        {...editor.deleteDialog}
        title={T.deleteTitle}
        message={editor.deleteTarget ? `${T.deleteQuestion(editor.deleteTarget.username)} ${T.deleteConfirm}` : T.deleteConfirm}
        confirmLabel={T.delete}
      />
    </AdminPage>
  );
}

// /admin/users User Management (docs/product/back-office.md): tiles, the user list (a table on
// wide screens, cards below 'md'), the add/edit dialog, quick ban/activate, delete with
// confirmation. Messages are the spec's; a failed save shows the server's own error.
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { ADMIN_USER_MESSAGES as M, ADMIN_USERS_TEXTS as T, type AdminUser } from '@clanhall/shared';
import AdminLoadState from '../../components/admin/AdminLoadState';
import AdminPage from '../../components/admin/AdminPage';
import ConfirmDialog from '../../components/ConfirmDialog';
import EmptyPanel from '../../components/EmptyPanel';
import LoadMoreSentinel from '../../components/LoadMoreSentinel';
import { useNotify } from '../../components/feedback/notify';
import { errorText } from '../../lib/http';
import { updateUser as updateSessionUser, useSession } from '../../lib/session';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useDebounced } from '../../lib/use-debounced';
import { useCreateUser, type UserInput } from './api/create-user';
import { useDeleteUser } from './api/delete-user';
import { useAdminUsers } from './api/get-admin-users';
import { useSetUserStatus } from './api/set-user-status';
import { useUpdateUser } from './api/update-user';
import UserDialog from './components/UserDialog';
import UserList from './components/UserList';
import UserStats from './components/UserStats';

export default function AdminUsersPage() {
  const notify = useNotify();
  const session = useSession();
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), 300);
  const query = useAdminUsers(settledSearch);
  const { users, counts } = query;
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

  return (
    <AdminPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => editor.openEditor()}>
          {T.addUser}
        </Button>
      }
    >
      <AdminLoadState
        query={query}
        data={users && counts ? { users, counts } : undefined}
        texts={{ loading: T.loading, retry: T.retry, fetchFailed: M.fetchFailed }}
      >
        {(loaded) => (
          <>
            <UserStats counts={loaded.counts} />
            <TextField
              type="search"
              label={T.search}
              placeholder={T.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ mb: 2.5, width: { xs: '100%', sm: 360 } }}
            />
            <UserList
              users={loaded.users}
              selfId={session.user?.id}
              busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
              empty={<EmptyPanel icon={PeopleIcon} text={settledSearch ? T.noMatches : T.empty} />}
              onEdit={(user) => editor.openEditor(user)}
              onToggleStatus={toggleStatus}
              onDelete={editor.askDelete}
            />
            {loaded.users.length > 0 && (
              <LoadMoreSentinel
                hasMore={query.hasNextPage}
                loading={query.isFetchingNextPage}
                onLoadMore={() => void query.fetchNextPage()}
                label={T.loadMore}
              />
            )}
          </>
        )}
      </AdminLoadState>
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

// Visible texts of /admin/users User Management (docs/product/back-office.md '/admin/users'). The spec's
// own messages (fetch, save, delete and status errors and successes) are ADMIN_USER_MESSAGES in
// messages.ts; these are the screen's words around them.
import type { UserStatus } from './constants.js';

export const ADMIN_USERS_TEXTS = {
  title: 'User Management',
  subtitle: 'Welcome new kin, set roles, and keep the hall in order.',
  addUser: 'Add User',
  totalUsers: 'Total Users',
  activeUsers: 'Active Users',
  administrators: 'Administrators',
  bannedUsers: 'Banned Users',
  colUser: 'User',
  colName: 'Name',
  colEmail: 'Email',
  colRole: 'Role',
  colStatus: 'Status',
  colCreated: 'Created',
  colActions: 'Actions',
  noName: '—',
  you: 'You',
  /** docs/product/back-office.md: the row actions are named Edit, Delete, and Ban User or Activate User. */
  edit: 'Edit',
  banUser: 'Ban User',
  activateUser: 'Activate User',
  /** Why Ban and Delete are off on the signed-in administrator's own row (docs/product/accounts-and-sessions.md). */
  ownAccount: 'You cannot ban or delete your own account',
  createTitle: 'Add User',
  editTitle: 'Edit User',
  fieldUsername: 'Username',
  fieldEmail: 'Email',
  fieldPassword: 'Password',
  keepPassword: 'Leave blank to keep the current password',
  fieldFirstName: 'First Name',
  fieldLastName: 'Last Name',
  fieldImage: 'Profile Image',
  fieldRole: 'Role',
  fieldStatus: 'Status',
  cancel: 'Cancel',
  create: 'Create User',
  save: 'Save Changes',
  saving: 'Saving...',
  deleteTitle: 'Delete User',
  deleteQuestion: (username: string) => `Delete the account “${username}”?`,
  deleteConfirm: 'This action cannot be undone.',
  delete: 'Delete',
  empty: 'No accounts yet. Welcome the first member with Add User.',
  loading: 'Loading users...',
  retry: 'Try again',
  /** The list loads at most 500 accounts; the tiles count those. */
  search: 'Search users',
  searchPlaceholder: 'The start of a username or email',
  noMatches: 'No account starts with that name or email.',
  loadMore: 'Load more users',
} as const;

export const ADMIN_USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  banned: 'Banned',
  disabled: 'Disabled',
};

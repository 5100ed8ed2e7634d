// A member's own data (docs/product/accounts-and-sessions.md, beyond the documents): the profile's
// 'Download my data' and 'Delete account', and the server's answers to them.
import { LIMITS } from './constants.js';
import { formatBytes } from './storage-space.js';

export const OWN_DATA_MESSAGES = {
  // Server answers.
  tooManyExports: 'Too many data downloads. Please try again later.',
  lastAdminCannotLeave:
    'You are the last active administrator and cannot delete your account. Make another account an administrator first.',
  accountDeleted: 'Your account has been deleted.',

  // The profile's 'Your data' section.
  dataTitle: 'Your data',
  dataHint: `Download your profile, orders, messages, friends and files as one .zip archive (up to ${LIMITS.dataExportsPerAccount} times a day).`,
  download: 'Download my data',
  downloading: 'Downloading...',
  progressLabel: 'Download progress',
  /** Under the bar while the archive arrives: of its size when the server said it. */
  received: (received: number, total: number | null) =>
    total === null ? `${formatBytes(received)} received` : `${formatBytes(received)} of ${formatBytes(total)}`,
  downloaded: 'Your data has been downloaded.',
  downloadFailed: 'Failed to download your data.',

  // The profile's 'Delete account' section and its dialog.
  deleteTitle: 'Delete account',
  deleteHint:
    'Removes your account with your cart, friends, messages and files for good. Your orders are kept as records of sale.',
  delete: 'Delete account',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogText:
    'This cannot be undone. Your profile, cart, friendships, friend requests, blocks, messages and files are removed, and you are signed out everywhere. Your orders stay on record under your username.',
  passwordLabel: 'Password',
  passwordHelp: 'Enter your password to confirm.',
  passwordMissing: 'Enter your password to delete your account.',
  confirmDelete: 'Delete my account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleteFailed: 'Failed to delete your account.',
} as const;

// Texts the server answers with and the browser shows. Copied exactly from the spec
// (docs/product/accounts-and-sessions.md, docs/product/back-office.md, docs/product/content.md).

import { LIMITS } from './constants.js';

/** Under a new password field (register, change password, admin user dialog). */
export const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters.`;

export const SERVER_ERRORS = {
  invalidCredentials: 'Invalid credentials',
  accountDisabled: 'Account disabled',
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  adminOnly: 'Administrator access required',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  userNotFound: 'User not found',
  postNotFound: 'Post not found',
  messageNotFound: 'Message not found',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already exists',
  currentPasswordIncorrect: 'Current password is incorrect',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  malformedJson: 'Request body is not valid JSON',
  malformedUrl: 'The address is not a valid URL',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  selfProtection: 'You cannot ban, disable, demote or delete your own account',
  lastAdmin: 'The last active administrator cannot be removed',
  invalidImage: 'Image data is not a valid JPEG, PNG, GIF or WebP image',
  tooManyImageWrites: 'Too many image uploads. Please try again later.',
  tooManyRegistrations: 'Too many registrations. Please try again later.',
  tooManyEmailChanges: 'Too many email changes. Please try again later.',
  tooManyChatSends: 'You are sending messages too fast.',
  nulCharacter: 'Text must not contain NUL characters',
  nestedTooDeeply: 'JSON must not nest more than 32 levels',
  fileNotFound: 'File not found',
  /** docs/product/chat.md: an upload that would leave less than UPLOAD_RESERVE_MB free (507). */
  outOfStorage: 'The server is out of storage space.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const LOGIN_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  noToken: 'No token received from server',
  loginFailed: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid credentials',
} as const;

export const REGISTER_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  success: 'Registration successful! You can now log in.',
  failed: 'Registration failed.',
} as const;

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile',
  /** In the page while the snackbar says loadFailed. */
  loadFailedHere: 'Your profile could not be loaded.',
  retry: 'Try again',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully',
  passwordAllRequired: 'All fields are required.',
  passwordTooShort: 'New password must be at least 6 characters.',
  passwordMismatch: 'New passwords do not match.',
  passwordFailed: 'Failed to update password.',
  passwordUpdated: 'Password updated successfully!',
  // Beyond the documents (docs/product/accounts-and-sessions.md): the profile's 'Sign out everywhere'.
  sessionsTitle: 'Sessions',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint: 'Ends your sessions on every device, including this one.',
  signOutEverywhereConfirmTitle: 'Sign out everywhere?',
  signOutEverywhereConfirm: 'Sign out',
  signOutEverywhereConfirmText:
    'You will be signed out on every device where you are signed in, this one included, and will need to sign in again.',
  signOutEverywhereFailed: 'Failed to sign out everywhere',
} as const;

/** docs/product/accounts-and-sessions.md and docs/product/back-office.md: how each role is named on chips and menus. */
export const ROLE_LABELS = { admin: 'Administrator', member: 'Member', user: 'User' } as const;

export const GUARD_MESSAGES = {
  loading: 'Loading...',
  accountDisabled: 'Account Disabled',
  accessDenied: 'Access Denied: You do not have permission to access the admin area.',
} as const;

export const CONTACT_MESSAGES = {
  required: 'Please fill in all required fields.',
  failed: 'Failed to send message. Please try again.',
  success: "Thank you for contacting us! We'll get back to you soon.",
} as const;

export const BLOG_MESSAGES = {
  emptyTitle: 'No posts available yet',
  emptyText: 'Check back soon for new content',
  notFound: 'Post not found or unavailable',
  notFoundText: "The blog post you're looking for doesn't exist or has been removed.",
} as const;

export const IMAGE_MESSAGES = {
  invalidType: 'Please select a valid image file',
  tooLarge: 'File size must be less than 10MB',
} as const;

export const ADMIN_USER_MESSAGES = {
  fetchFailed: 'Error fetching users',
  saveFailed: 'Error saving user',
  deleteFailed: 'Error deleting user',
  statusFailed: 'Error updating user status',
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  statusUpdated: 'User status updated successfully',
} as const;

export const ADMIN_BLOG_MESSAGES = {
  fetchFailed: 'Error fetching blog posts',
  deleteFailed: 'Error deleting blog post',
  statusFailed: 'Error updating blog post status',
  saveFailed: 'Error saving blog post',
  created: 'Blog post created successfully',
  updated: 'Blog post updated successfully',
  deleted: 'Blog post deleted successfully',
  statusUpdated: 'Blog post status updated successfully',
} as const;

/** docs/product/back-office.md: the status-code table used when saving posts, products and categories. */
export const SAVE_STATUS_MESSAGES = {
  413: 'Image file is too large. Please use a smaller image or compress it.',
  400: 'Invalid data provided',
  401: 'Authentication required. Please log in again.',
  500: 'Server error. Please try again later.',
} as const;

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings',
  saveFailed: 'Failed to save settings',
  saved: 'Settings saved successfully!',
} as const;

/** A page that failed to show (app/guards/PageError.tsx). */
export const PAGE_ERROR_TEXTS = {
  title: 'Something went wrong',
  text: 'This page could not be shown. Reload to try again; if it keeps happening, come back a little later.',
  reload: 'Reload',
  home: 'Back to Home',
} as const;

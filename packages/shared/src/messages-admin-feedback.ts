// The back office's own words around the spec's failure messages (docs/product/back-office.md).
/**
 * Words every back-office screen shares around the spec's messages. docs/product/back-office.md: every
 * screen shows feedback as a snackbar, so the spec's text (docs/product/back-office.md 'Error fetching users', the
 * server's reason for a failed save) is said there, once; a failed list or an open dialog only
 * says in other words that something did not work, with a way to try again.
 */
export const ADMIN_FEEDBACK_TEXTS = {
  /** In place of a list (or a dialog's list) that could not be loaded, beside a retry button. */
  listLoadFailed: 'Could not load this list.',
  /** Inside a dialog whose save failed; the snackbar above it says why. */
  notSaved: 'Not saved yet. See the message for why, then try again.',
} as const;

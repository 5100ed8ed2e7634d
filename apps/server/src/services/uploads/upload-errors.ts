// Why one file of an upload was refused, raised inside its stream and turned into the answer
// (docs/product/chat.md texts, docs/product/operating.md statuses) by receive-uploads.ts, which knows the
// file's name.

/** The content does not fit the extension (or is an executable): 415. */
export class UnsupportedContentError extends Error {
  override name = 'UnsupportedContentError';
  constructor() {
    super('The file content does not match its type');
  }
}

/** The account's daily upload allowance would be passed: 413. */
export class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
  constructor() {
    super('The daily upload quota would be exceeded');
  }
}

/**
 * The answer text the shared messages do not have yet (move it to packages/shared
 * messages-chat.ts if the web app is to show it; only a hand-made client can cause it).
 */
export const UPLOAD_ERRORS = {
  malformed: 'The upload is not valid multipart/form-data',
} as const;

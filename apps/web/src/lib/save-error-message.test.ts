// docs/product/back-office.md: the message when saving fails, by the answer's status.
import { describe, expect, it } from 'vitest';
import { SAVE_STATUS_MESSAGES } from '@clanhall/shared';
import { ApiError } from './http';
import { saveErrorMessage } from './save-error-message';

describe('saveErrorMessage', () => {
  const fallback = 'Error saving blog post';

  it("says the spec's words for 413, 401 and 500, whatever the server sent", () => {
    expect(saveErrorMessage(new ApiError(413, 'x', 'too big'), fallback)).toBe(SAVE_STATUS_MESSAGES[413]);
    expect(saveErrorMessage(new ApiError(401, 'x', 'no'), fallback)).toBe(SAVE_STATUS_MESSAGES[401]);
    expect(saveErrorMessage(new ApiError(500, 'x', 'boom'), fallback)).toBe(SAVE_STATUS_MESSAGES[500]);
  });

  it("prefers the server's words for a 400 and for other statuses, then the screen's", () => {
    expect(saveErrorMessage(new ApiError(400, 'x', 'Title is required'), fallback)).toBe('Title is required');
    expect(saveErrorMessage(new ApiError(400, 'x'), fallback)).toBe(SAVE_STATUS_MESSAGES[400]);
    expect(saveErrorMessage(new ApiError(409, 'x', 'Name taken'), fallback)).toBe('Name taken');
    expect(saveErrorMessage(new ApiError(0, 'Network error'), fallback)).toBe(fallback);
    expect(saveErrorMessage(new Error('?'), fallback)).toBe(fallback);
  });
});

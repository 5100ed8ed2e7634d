// docs/product/back-office.md: the message shown when saving a post, product or category fails, by the
// HTTP status of the answer. `fallback` is the screen's own text ('Error saving blog post').
import { SAVE_STATUS_MESSAGES } from '@clanhall/shared';
import { ApiError } from './http';

export function saveErrorMessage(error: unknown, fallback: string): string {
  const status = error instanceof ApiError ? error.status : undefined;
  const serverError = error instanceof ApiError ? error.serverError : undefined;
  switch (status) {
    case 413:
      return SAVE_STATUS_MESSAGES[413];
    case 400:
      return serverError || SAVE_STATUS_MESSAGES[400];
    case 401:
      return SAVE_STATUS_MESSAGES[401];
    case 500:
      return SAVE_STATUS_MESSAGES[500];
    default:
      return serverError || fallback;
  }
}

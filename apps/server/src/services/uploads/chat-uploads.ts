// The chat's file messages (platform.md §6 "Files"; member-site.md §5): field `files`, at most
// 10 per request, each at most 52428800 bytes, of the types of CHAT_FILE_TYPES checked by
// extension and content, within the account's daily quota. POST /api/chat/conversations/{id}/files
// and POST /api/chat/rooms/{id}/files call this, then record the attachments.
import type { FastifyRequest } from 'fastify';
import { CHAT_FILE_TYPES, LIMITS } from '@clanhall/shared';
import type { SettingsStore } from '../settings-store.js';
import { receiveUploads, type StoredUpload, type UploadDeps, type UploadRules } from './receive-uploads.js';
import { dailyQuotaBytes } from './upload-quota.js';

/** The storage folder of chat attachments in the private area. */
export const CHAT_UPLOAD_FOLDER = 'chat';

/** The chat's upload rules for one uploader (the quota read from the settings). */
export async function chatUploadRules(
  settings: SettingsStore,
  uploaderId: number,
  extra: Pick<UploadRules, 'textFields'> = {},
): Promise<UploadRules> {
  return {
    field: 'files',
    folder: CHAT_UPLOAD_FOLDER,
    maxFiles: LIMITS.uploadFilesMax,
    maxFileBytes: LIMITS.uploadFileBytes,
    types: CHAT_FILE_TYPES,
    quota: { uploaderId, bytesPerDay: await dailyQuotaBytes(settings) },
    ...extra,
  };
}

/**
 * Stores the request's chat files (all or nothing) and returns them, or throws the HttpError
 * to answer with. Only the files: use receiveUploads with chatUploadRules(…, { textFields })
 * to read text fields such as client_id too.
 */
export async function receiveChatUploads(
  request: FastifyRequest,
  services: UploadDeps & { settings: SettingsStore },
  options: { uploaderId: number },
): Promise<StoredUpload[]> {
  const rules = await chatUploadRules(services.settings, options.uploaderId);
  return (await receiveUploads(request, services, rules)).files;
}

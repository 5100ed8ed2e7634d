// The chat's file messages (docs/product/chat.md "Files"): field `files`, at most
// 10 per request, each at most 52428800 bytes, of the types of CHAT_FILE_TYPES checked by
// extension and content, within the daily quota of the uploader's role and the disk's reserve.
// POST /api/chat/conversations/{id}/files and POST /api/chat/rooms/{id}/files call this, then
// record the attachments.
import type { FastifyRequest } from 'fastify';
import { CHAT_FILE_TYPES, LIMITS, type Role } from '@clanhall/shared';
import type { SettingsStore } from '../settings-store.js';
import { receiveUploads, type StoredUpload, type UploadDeps, type UploadRules } from './receive-uploads.js';
import { dailyQuotaBytes } from './upload-quota.js';

/** The storage folder of chat attachments in the private area. */
export const CHAT_UPLOAD_FOLDER = 'chat';

/**
 * Who uploads: the request's account, its role as the session check read it just now (so a
 * demotion to `user` takes the smaller allowance from the next request).
 */
export interface Uploader {
  id: number;
  role: Role;
}

/** The chat's upload rules for one uploader (the quota of its role read from the settings). */
export async function chatUploadRules(
  settings: SettingsStore,
  uploader: Uploader,
  extra: Pick<UploadRules, 'textFields'> = {},
): Promise<UploadRules> {
  return {
    field: 'files',
    folder: CHAT_UPLOAD_FOLDER,
    maxFiles: LIMITS.uploadFilesMax,
    maxFileBytes: LIMITS.uploadFileBytes,
    types: CHAT_FILE_TYPES,
    quota: { uploaderId: uploader.id, bytesPerDay: await dailyQuotaBytes(settings, uploader.role) },
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
  options: { uploader: Uploader },
): Promise<StoredUpload[]> {
  const rules = await chatUploadRules(services.settings, options.uploader);
  return (await receiveUploads(request, services, rules)).files;
}

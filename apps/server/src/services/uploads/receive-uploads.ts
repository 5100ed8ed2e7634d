// Receiving uploaded files (docs/product/chat.md "Files", "File upload"): the
// multipart field's files are streamed one by one into the private storage area, never held
// whole in memory, each checked as it arrives: its extension names an allowed type, its first
// bytes fit that type (a renamed executable is refused), it stays within the size limit, the
// account's daily quota and the disk's free space above the reserve (disk-space.ts). A refusal
// comes as soon as it is known, before or while reading, never after the whole body; and it is
// all or nothing: when one file is refused, every file the request already stored is removed.
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { Writable, pipeline, type Readable } from 'node:stream';
import { CHAT_ERRORS, CHAT_MESSAGES, SERVER_ERRORS, fileExtension } from '@clanhall/shared';
import type { Db } from '../../db/database.js';
import { HttpError, badRequest, tooLarge } from '../../lib/http-error.js';
import type { Clock } from '../clock.js';
import { OutOfStorageError, type DiskSpace, type SpaceClaim } from '../disk-space.js';
import { FileTooLargeError, type FileStorage } from '../file-storage.js';
import { createContentInspector } from './content-inspector.js';
import { sanitizeFileName } from './file-name.js';
import { imageSize, mediaDuration, type ImageFormat } from './media-info.js';
import { removeStoredFiles } from './remove-stored-files.js';
import { abandonBody, declaredLength } from './request-body.js';
import { newStorageKey } from './storage-key.js';
import { QuotaExceededError, UnsupportedContentError, UPLOAD_ERRORS } from './upload-errors.js';
import { openQuotaTicket, type QuotaTicket } from './upload-quota.js';

/** One stored file, ready to become an attachment row. */
export interface StoredUpload {
  /** Its key in the private storage area ('chat/2026/01/<random>.pdf'). */
  key: string;
  /** The original file name, made safe for display (file-name.ts). */
  name: string;
  /** The MIME type of its extension (it is served as that, with nosniff). */
  type: string;
  size: number;
  /** Images only: displayed width and height in pixels. */
  width: number | null;
  height: number | null;
  /** Video and audio only: seconds, or null when the headers do not tell. */
  duration: number | null;
}

export interface ReceivedUploads {
  files: StoredUpload[];
  /** The text fields asked for in `textFields` that the request carried (first value of each). */
  fields: Record<string, string>;
}

export interface UploadRules {
  /** The multipart field that carries the files; file parts of other fields are skipped. */
  field: string;
  /** The storage folder of the keys ('chat'). */
  folder: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Allowed extensions (lower case, no dot) and the MIME type each is stored as. */
  types: Readonly<Record<string, string>>;
  /** The uploader's daily allowance; omitted: no quota. */
  quota?: { uploaderId: number; bytesPerDay: number };
  /** Text fields to read (e.g. a caption or client_id); every other field is ignored. */
  textFields?: readonly string[];
}

export type UploadDeps = { db: Db; storage: FileStorage; clock: Clock; disk: DiskSpace };

/** Text fields a request may carry besides its files, and the bytes of one. */
const MAX_TEXT_FIELDS = 10;
const TEXT_FIELD_BYTES = 16 * 1024;
/**
 * The most a part's boundary and headers take in an honest request (a 200-character name,
 * percent-encoded, is ~2 KB): the Content-Length minus this per part is a lower bound of the
 * file bytes coming, which is what may be judged before reading.
 */
const PART_OVERHEAD_BYTES = 16 * 1024;
/** Bytes of an image's start kept for reading its dimensions (headers are rarely past 64 KB). */
const IMAGE_HEAD_BYTES = 1024 * 1024;

const IMAGE_FORMATS: Readonly<Record<string, ImageFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const fileTooLarge = (name: string) => tooLarge(CHAT_MESSAGES.fileTooLarge(name));
const unsupported = (name: string) => new HttpError(415, CHAT_MESSAGES.fileType(name));

/** Bytes of a multipart body that are not file content, at most, for an honest client. */
function overheadAllowance(rules: UploadRules): number {
  return (rules.maxFiles + MAX_TEXT_FIELDS) * PART_OVERHEAD_BYTES + MAX_TEXT_FIELDS * TEXT_FIELD_BYTES;
}

/** An error the multipart parser raised, as the answer (docs/product/operating.md: never a 500 for bad input). */
function parserError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, part } = error as { code?: string; part?: { filename?: string } };
  switch (code) {
    case 'FST_FILES_LIMIT':
      return badRequest(CHAT_MESSAGES.tooManyFiles);
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(sanitizeFileName(part?.filename ?? '') || 'file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge(SERVER_ERRORS.bodyTooLarge);
    default:
      // Busboy's own errors (no boundary, malformed headers, the body ending mid-part) and
      // FST_PROTO_VIOLATION / FST_INVALID_JSON_FIELD_ERROR: the body is not a usable form.
      return badRequest(UPLOAD_ERRORS.malformed);
  }
}

/**
 * Reads and discards a file part that is not one of the files (another field's), refusing it
 * past the size limit like any other file rather than reading it to its end.
 */
function skip(file: Readable, maxBytes: number): Promise<void> {
  let bytes = 0;
  const discard = new Writable({
    write: (chunk: Buffer, _encoding, done) => done((bytes += chunk.length) > maxBytes ? new FileTooLargeError(maxBytes) : null),
  });
  return new Promise((resolve, reject) => pipeline(file, discard, (error) => (error ? reject(error) : resolve())));
}

/** A stored file read back whole, for the rare image whose header is past IMAGE_HEAD_BYTES. */
async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read('private', key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What a request's bytes are counted against as they arrive: the account's quota, the disk. */
interface Claims {
  quota: QuotaTicket | undefined;
  space: SpaceClaim;
}

/**
 * Streams one file part into storage through the content checks. Resolves with its size;
 * rejects with the answer to give when the file is refused.
 */
async function storeOne(
  part: MultipartFile,
  name: string,
  key: string,
  extension: string,
  deps: UploadDeps,
  rules: UploadRules,
  claims: Claims,
): Promise<{ size: number; head: Buffer }> {
  const inspector = createContentInspector({
    extension,
    keepHeadBytes: IMAGE_FORMATS[rules.types[extension]!] ? IMAGE_HEAD_BYTES : undefined,
    onBytes: (bytes) => {
      claims.quota?.take(bytes);
      claims.space.take(bytes);
    },
  });
  // The parser destroys a part's stream when the body breaks off (the client went away, the
  // closing boundary never came), possibly before the part reaches us; a pipeline from a
  // stream destroyed already would never settle.
  if (part.file.destroyed) throw badRequest(UPLOAD_ERRORS.malformed);
  let sourceFailed = false;
  part.file.on('error', () => (sourceFailed = true));
  // The callback form: an error on either side destroys both, so storage.write sees it, and a
  // refusal in the inspector stops the part's stream at once.
  const source = pipeline(part.file, inspector, () => undefined);
  try {
    // maxBytes: the write is cut off at the first byte past the limit and leaves nothing
    // (local-file-storage.ts), so a 60 MB file is refused after 50 MB + 1 byte.
    const { size } = await deps.storage.write('private', key, source, { maxBytes: rules.maxFileBytes });
    return { size, head: inspector.head() };
  } catch (error) {
    if (error instanceof FileTooLargeError) throw fileTooLarge(name);
    if (error instanceof QuotaExceededError) throw tooLarge(CHAT_ERRORS.quotaExceeded);
    if (error instanceof UnsupportedContentError) throw unsupported(name);
    if (error instanceof OutOfStorageError) throw error;
    // The disk filled up all the same (another program, another process): the same answer.
    if ((error as { code?: string }).code === 'ENOSPC') throw new OutOfStorageError();
    // The body broke off mid-file (the client went away, a malformed part).
    if (sourceFailed || (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
      throw badRequest(UPLOAD_ERRORS.malformed);
    throw error;
  }
}

/**
 * Receives the files of a multipart request (the route's handler calls this; the route must be
 * in a scope where plugins/multipart.ts is registered). All or nothing: on any refusal, the
 * files stored so far are removed and an HttpError is thrown (400 none or too many, 413 too
 * large or over quota, 415 type, 507 the disk would be left with less than its reserve). The
 * caller owns the returned keys from then on: if it fails before recording them, it removes
 * them (removeStoredFiles).
 */
export async function receiveUploads(request: FastifyRequest, deps: UploadDeps, rules: UploadRules): Promise<ReceivedUploads> {
  if (typeof request.isMultipart !== 'function') {
    throw new Error('Uploads need @fastify/multipart in the route scope (plugins/multipart.ts)');
  }
  if (!request.isMultipart()) throw new HttpError(415, SERVER_ERRORS.unsupportedMediaType);

  const files: StoredUpload[] = [];
  const fields: Record<string, string> = {};
  let ticket: QuotaTicket | undefined;
  try {
    // What the Content-Length already tells, before a byte of the body is read: more than the
    // most files allowed can hold, more than the quota has left, or more than the disk can
    // take above its reserve.
    const declared = declaredLength(request.raw);
    const allowance = overheadAllowance(rules);
    if (declared !== undefined && declared > rules.maxFiles * rules.maxFileBytes + allowance) {
      throw tooLarge(SERVER_ERRORS.bodyTooLarge);
    }
    if (rules.quota) {
      ticket = await openQuotaTicket(deps, rules.quota.uploaderId, rules.quota.bytesPerDay);
      const left = ticket.left();
      if (left <= 0 || (declared !== undefined && declared - allowance > left)) {
        throw tooLarge(CHAT_ERRORS.quotaExceeded);
      }
    }
    const space = await deps.disk.claim();
    if (space.left() <= 0 || (declared !== undefined && declared - allowance > space.left())) throw new OutOfStorageError();

    const iterable = request.parts({
      limits: {
        // The 11th file is not even read: busboy stops at the limit and the parser raises
        // FST_FILES_LIMIT (docs/product/chat.md 'Maximum 10 files allowed').
        files: rules.maxFiles,
        // A backstop only: storage.write's maxBytes refuses the file at the same byte.
        fileSize: rules.maxFileBytes + 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: TEXT_FIELD_BYTES,
        fieldNameSize: 100,
        parts: rules.maxFiles + MAX_TEXT_FIELDS,
        headerPairs: 20,
      },
    });
    const parts = iterable[Symbol.asyncIterator]();

    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw parserError(error);
      }
      if (next.done) break;
      const part = next.value;

      if (part.type === 'field') {
        const wanted = rules.textFields?.includes(part.fieldname) && !Object.hasOwn(fields, part.fieldname);
        if (wanted && typeof part.value === 'string' && !part.valueTruncated) fields[part.fieldname] = part.value;
        continue;
      }
      // Not the files field, or an empty file input (a browser sends it with filename="",
      // FormData in Node without a filename at all).
      if (part.fieldname !== rules.field || !part.filename) {
        try {
          await skip(part.file, rules.maxFileBytes);
        } catch (error) {
          if (error instanceof FileTooLargeError) throw fileTooLarge(sanitizeFileName(part.filename) || 'file');
          throw badRequest(UPLOAD_ERRORS.malformed);
        }
        continue;
      }
      if (files.length >= rules.maxFiles) throw badRequest(CHAT_MESSAGES.tooManyFiles);

      // Judged by its name before any of its bytes are read.
      const name = sanitizeFileName(part.filename) || 'file';
      const extension = fileExtension(name);
      const type = Object.hasOwn(rules.types, extension) ? rules.types[extension] : undefined;
      if (!type) throw unsupported(name);
      if (ticket && ticket.left() <= 0) {
        throw tooLarge(CHAT_ERRORS.quotaExceeded);
      }
      if (space.left() <= 0) throw new OutOfStorageError();

      const key = newStorageKey(rules.folder, extension, deps.clock);
      const { size, head } = await storeOne(part, name, key, extension, deps, rules, { quota: ticket, space });
      const upload: StoredUpload = { key, name, type, size, width: null, height: null, duration: null };
      files.push(upload);

      const format = IMAGE_FORMATS[type];
      if (format) {
        // The decoder must agree that this is an image of its type (not only its first bytes).
        const dimensions =
          (await imageSize(head, format)) ??
          (size > head.length ? await imageSize(await readStored(deps.storage, key), format) : null);
        if (!dimensions) throw unsupported(name);
        upload.width = dimensions.width;
        upload.height = dimensions.height;
      } else if (type.startsWith('video/') || type.startsWith('audio/')) {
        upload.duration = await mediaDuration(() => deps.storage.read('private', key), { mimeType: type, size });
      }
    }

    if (files.length === 0) throw badRequest(CHAT_ERRORS.noFiles);
    return { files, fields };
  } catch (error) {
    abandonBody(request.raw);
    await removeStoredFiles(
      deps.storage,
      files.map((file) => file.key),
    );
    throw error;
  } finally {
    ticket?.release();
  }
}

// The harness of the receive-uploads-*.test.ts files: receiveChatUploads() over real HTTP
// (docs/product/chat.md Files). A small Fastify app with the errors plugin,
// plugins/multipart.ts in the route's scope and a test route that calls the service, on a real
// database and private storage; multipart bodies are sent with fetch (FormData) or written by
// hand with node:http when the test needs to watch the bytes go out. The files they send are in
// upload-fixtures.ts.
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import errorsPlugin from '../../plugins/errors.js';
import multipartPlugin from '../../plugins/multipart.js';
import { createTestDatabase } from '../../test/test-database.js';
import { randomUsername } from '../../test/factories.js';
import { systemClock } from '../clock.js';
import { createDiskSpace, statfsMeasure } from '../disk-space.js';
import { createEventBus } from '../events.js';
import { createLocalFileStorage } from '../local-file-storage.js';
import { createSettingsStore, type SettingsStore } from '../settings-store.js';
import { chatUploadRules, receiveChatUploads } from './chat-uploads.js';
import { receiveUploads, type StoredUpload, type UploadDeps } from './receive-uploads.js';

async function startServer() {
  const database = await createTestDatabase();
  const storage = createLocalFileStorage(database.dataDir);
  const events = createEventBus({ error: () => undefined });
  const settings = createSettingsStore({ db: database.db, clock: systemClock, events });
  // The real disk with no reserve, unless a test gives another (useDisk).
  const realDisk = createDiskSpace({ reserveBytes: 0, measure: statfsMeasure(database.dataDir) });
  const services: UploadDeps & { settings: SettingsStore } = {
    db: database.db,
    storage,
    settings,
    clock: systemClock,
    disk: realDisk,
  };

  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    scope.post<{ Params: { user: string } }>('/upload/:user', async (request) => ({
      files: await receiveChatUploads(request, services, { uploader: { id: Number(request.params.user), role: 'member' } }),
    }));
    scope.post<{ Params: { user: string } }>('/upload-with-fields/:user', async (request) =>
      receiveUploads(
        request,
        services,
        await chatUploadRules(settings, { id: Number(request.params.user), role: 'member' }, { textFields: ['client_id'] }),
      ),
    );
  });
  // A route without the multipart plugin in its scope.
  app.post('/no-multipart', async (request) => receiveChatUploads(request, services, { uploader: { id: 1, role: 'member' } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { database, storage, settings, services, realDisk, app, port, base: `http://127.0.0.1:${port}` };
}

export interface Part {
  name: string;
  data: Buffer | string;
  field?: string;
}

/**
 * Starts the server before the file's tests and stops it after them, and makes a fresh account
 * before each test. Call it once, at the top level of a test file. The server's parts are
 * getters, readable in tests and hooks only (they throw before beforeAll has run); the helpers
 * may be destructured at once.
 */
export function useUploadServer() {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let user: number | undefined;
  const started = () => {
    if (!server) throw new Error('useUploadServer(): the server starts in beforeAll; read it in a test or hook');
    return server;
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.app.close();
    await server?.database.cleanup();
  });
  beforeEach(async () => {
    user = await createAccount();
    started().services.disk = started().realDisk;
  });

  async function createAccount(): Promise<number> {
    const now = new Date().toISOString();
    const username = randomUsername();
    const row = await started()
      .database.db.kysely.insertInto('users')
      .values({
        username,
        email: `${username}@example.test`,
        password_hash: 'x',
        role: 'member',
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Every file in the private area, temporary ones included. */
  function privateFiles(): string[] {
    try {
      return readdirSync(started().storage.root('private'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .sort();
    } catch {
      return [];
    }
  }

  async function post(parts: Part[], path = `/upload/${kit.user}`, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const part of parts) form.append(part.field ?? 'files', new Blob([part.data]), part.name);
    const res = await fetch(`${started().base}${path}`, { method: 'POST', body: form });
    return {
      status: res.status,
      body: (await res.json()) as { files?: StoredUpload[]; fields?: Record<string, string>; error?: string },
    };
  }

  /** Posts the files and expects a refusal that leaves the private area as it was. */
  async function expectRefused(parts: Part[], status: number, error: string) {
    const before = privateFiles();
    const res = await post(parts);
    expect(res).toEqual({ status, body: { error } });
    expect(privateFiles()).toEqual(before);
  }

  const kit = {
    get database() {
      return started().database;
    },
    get storage() {
      return started().storage;
    },
    get settings() {
      return started().settings;
    },
    /** http://127.0.0.1:<port>, for fetch. */
    get base() {
      return started().base;
    },
    /** For node:http requests. */
    get port() {
      return started().port;
    },
    /** The account the test uploads as: a new one for each test; a test may switch to another. */
    get user(): number {
      if (user === undefined) throw new Error('useUploadServer(): the account is made in beforeEach; read it in a test');
      return user;
    },
    set user(id: number) {
      user = id;
    },
    /** Uploads see a disk with this much free and this reserve, until the next test. */
    useDisk(disk: { freeBytes: number; reserveBytes: number }) {
      const measure = { freeBytes: disk.freeBytes, totalBytes: 10 * disk.freeBytes };
      started().services.disk = createDiskSpace({ reserveBytes: disk.reserveBytes, measure: async () => measure });
    },
    createAccount,
    privateFiles,
    post,
    expectRefused,
    postRaw: (path: string, parts: RawPart[]) => postRaw(started().base, path, parts),
    headersOnly: (path: string, contentLength: number) => headersOnly(started().port, path, contentLength),
    streamUpload: (options: StreamUploadOptions) => streamUpload(started().port, `/upload/${kit.user}`, options),
  };
  return kit;
}

// Hand-written multipart over node:http, for what fetch cannot show: raw part headers, the
// moment the answer arrives while the body is still going out, a body never sent.

export const BOUNDARY = '----clanhall-test-boundary';

interface RawPart {
  header: string;
  data: string;
}

async function postRaw(base: string, path: string, parts: RawPart[]): Promise<{ status: number; body: string }> {
  const body = Buffer.concat([
    ...parts.map((part) => Buffer.from(`--${BOUNDARY}\r\n${part.header}\r\n\r\n${part.data}\r\n`, 'utf8')),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  return { status: res.status, body: await res.text() };
}

/** Sends only the headers of a POST with this Content-Length, and waits for the answer. */
function headersOnly(port: number, path: string, contentLength: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': contentLength },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

interface StreamUploadOptions {
  name: string;
  fileBytes: number;
  field?: string;
  holdAt?: number;
  before?: { name: string; data: string }[];
  /** Sent without a Content-Length (chunked), so the server cannot judge the size beforehand. */
  chunked?: boolean;
}

/**
 * Streams a multipart body with one zip-looking file of `fileBytes` (after `before` small
 * files), generated as it goes; resolves with the answer and how many file bytes had been
 * written when it arrived.
 */
function streamUpload(port: number, path: string, options: StreamUploadOptions) {
  const head = Buffer.concat([
    ...(options.before ?? []).map((part) =>
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\n\r\n${part.data}\r\n`,
      ),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'files'}"; filename="${options.name}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
  ]);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0);
  Buffer.from('PK\x05\x06', 'latin1').copy(chunk);
  const zeros = Buffer.alloc(64 * 1024, 0);

  return new Promise<{ status: number; body: string; sentAtResponse: number; heldMs: number }>((resolve, reject) => {
    let sent = 0;
    let sentAtResponse = -1;
    let heldMs = 0;
    let releaseHold: (() => void) | undefined;
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.chunked ? {} : { 'content-length': head.length + options.fileBytes + tail.length }),
      },
    });
    req.on('response', (res) => {
      sentAtResponse = sent;
      releaseHold?.();
      let body = '';
      res.on('data', (data: Buffer) => (body += data.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sentAtResponse, heldMs });
        req.destroy();
      });
    });
    // The server may close the connection once it has answered; the answer is what counts.
    req.on('error', (error) => (sentAtResponse < 0 ? reject(error) : undefined));
    req.write(head);
    const hold = () => {
      const started = Date.now();
      const timer = setTimeout(() => releaseHold?.(), 10_000);
      releaseHold = () => {
        releaseHold = undefined;
        clearTimeout(timer);
        heldMs = Date.now() - started;
        write();
      };
    };
    const write = () => {
      while (sent < options.fileBytes && !req.destroyed) {
        if (sent === options.holdAt && sentAtResponse < 0 && heldMs === 0 && !releaseHold) return hold();
        const piece = (sent === 0 ? chunk : zeros).subarray(0, Math.min(zeros.length, options.fileBytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end(tail);
    };
    write();
  });
}

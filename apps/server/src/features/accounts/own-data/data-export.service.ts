// 'Download my data' (docs/product/accounts-and-sessions.md): one .zip of everything the account
// made, from every feature's part (services/own-data.ts): their JSON documents first, then the
// files. The archive is written as the answer is read (lib/zip-writer.ts), a file at a time. Three
// a day per account, counted whatever the address (each one reads all the account has).
import type { Readable } from 'node:stream';
import { LIMITS, OWN_DATA_MESSAGES } from '@clanhall/shared';
import type { UserRow } from '../../../db/rows.js';
import { tooManyRequests } from '../../../lib/http-error.js';
import { zipStream } from '../../../lib/zip-writer.js';
import type { Services } from '../../../services.js';
import type { ArchiveEntry } from '../../../services/own-data.js';

export interface DataExport {
  filename: string;
  archive: Readable;
}

async function* archiveEntries(services: Services, user: UserRow): AsyncGenerator<ArchiveEntry> {
  const { parts } = services.ownData;
  for (const part of parts) if (part.documents) yield* part.documents(services, user);
  for (const part of parts) if (part.files) yield* part.files(services, user);
}

/** clanhall-export-<username>-YYYYMMDD.zip, the day in UTC. */
export const exportFilename = (username: string, nowIso: string) =>
  `clanhall-export-${username}-${nowIso.slice(0, 10).replace(/-/g, '')}.zip`;

export async function exportOwnData(services: Services, user: UserRow): Promise<DataExport> {
  const allowed = await services.rateLimits.take({
    bucket: `data-export:user:${user.id}`,
    max: LIMITS.dataExportsPerAccount,
    windowMs: LIMITS.dataExportWindowMs,
  });
  if (!allowed) throw tooManyRequests(OWN_DATA_MESSAGES.tooManyExports);
  return { filename: exportFilename(user.username, services.clock.nowIso()), archive: zipStream(archiveEntries(services, user)) };
}

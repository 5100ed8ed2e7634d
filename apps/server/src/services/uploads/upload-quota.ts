// The per-account daily upload quota (docs/product/chat.md, issue 8): bytes per 24 hours, from the
// site setting `chat_upload_quota_mb` (members and administrators) or `chat_upload_quota_user_mb`
// (role `user`) when it holds a number, else that role's default in LIMITS.
// Used = the account's attachments of the last 24 hours (the database) + what its uploads in
// progress in this process have streamed so far (so parallel requests cannot each pass the
// check with the same remaining allowance).
import { LIMITS, type Role, type SettingKey } from '@clanhall/shared';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import type { SettingsStore } from '../settings-store.js';
import { bytesUploadedSince } from './upload-quota.repository.js';
import { QuotaExceededError } from './upload-errors.js';

export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

/** Each role's allowance: its setting and the default when the setting holds no number. */
const QUOTA_OF_ROLE = {
  user: { key: 'chat_upload_quota_user_mb', bytes: LIMITS.uploadQuotaUserBytesDefault },
  member: { key: 'chat_upload_quota_mb', bytes: LIMITS.uploadQuotaBytesDefault },
  admin: { key: 'chat_upload_quota_mb', bytes: LIMITS.uploadQuotaBytesDefault },
} as const satisfies Record<Role, { key: SettingKey; bytes: number }>;

/**
 * The allowance in bytes per day of an account of this role (a member's when not told); a
 * setting that is not a number ≥ 0 falls back to the role's default.
 */
export async function dailyQuotaBytes(settings: SettingsStore, role: Role = 'member'): Promise<number> {
  const quota = QUOTA_OF_ROLE[role];
  const value = (await settings.read()).get(quota.key)?.trim();
  const mb = value ? Number(value) : NaN;
  return Number.isFinite(mb) && mb >= 0 ? Math.floor(mb * MB) : quota.bytes;
}

/** Bytes streamed by uploads still in progress, per account (this process). */
const inProgress = new Map<number, number>();

/** One request's share of an account's quota while it streams. */
export interface QuotaTicket {
  /** Bytes the account may still upload now (what is known before reading more). */
  left(): number;
  /** Counts arriving bytes; throws QuotaExceededError when the account would pass its allowance. */
  take(bytes: number): void;
  /** Ends the request's share (its stored files are then counted by their attachment rows). */
  release(): void;
}

export async function openQuotaTicket(
  deps: { db: Db; clock: Clock },
  uploaderId: number,
  bytesPerDay: number,
): Promise<QuotaTicket> {
  const since = new Date(deps.clock.nowMs() - QUOTA_WINDOW_MS).toISOString();
  const stored = await bytesUploadedSince(deps.db.kysely, uploaderId, since);
  let mine = 0;
  let released = false;
  // Every upload of the account in progress, this one included (its bytes are in the map).
  const streaming = () => inProgress.get(uploaderId) ?? 0;
  return {
    left: () => bytesPerDay - stored - streaming(),
    take(bytes) {
      if (released) return;
      if (stored + streaming() + bytes > bytesPerDay) throw new QuotaExceededError();
      mine += bytes;
      inProgress.set(uploaderId, (inProgress.get(uploaderId) ?? 0) + bytes);
    },
    release() {
      if (released) return;
      released = true;
      const left = (inProgress.get(uploaderId) ?? 0) - mine;
      if (left > 0) inProgress.set(uploaderId, left);
      else inProgress.delete(uploaderId);
    },
  };
}

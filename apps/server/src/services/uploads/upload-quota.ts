// The per-account daily upload quota (platform.md §6, issue 8): bytes per 24 hours, from the
// site setting `chat_upload_quota_mb` when it holds a number, else LIMITS.uploadQuotaBytesDefault.
// Used = the account's attachments of the last 24 hours (the database) + what its uploads in
// progress in this process have streamed so far (so parallel requests cannot each pass the
// check with the same remaining allowance).
import { LIMITS } from '@clanhall/shared';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import type { SettingsStore } from '../settings-store.js';
import { bytesUploadedSince } from './upload-quota.repository.js';
import { QuotaExceededError } from './upload-errors.js';

export const QUOTA_SETTING_KEY = 'chat_upload_quota_mb';
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

/** The allowance in bytes per day; a setting that is not a number ≥ 0 falls back to the default. */
export async function dailyQuotaBytes(settings: SettingsStore): Promise<number> {
  const value = (await settings.read()).get(QUOTA_SETTING_KEY)?.trim();
  const mb = value ? Number(value) : NaN;
  return Number.isFinite(mb) && mb >= 0 ? Math.floor(mb * MB) : LIMITS.uploadQuotaBytesDefault;
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
  const stored = await bytesUploadedSince(deps.db, uploaderId, since);
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

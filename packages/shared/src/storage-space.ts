// The disk that holds DATA_DIR as the back office shows it (docs/product/chat.md: uploads never use
// the last UPLOAD_RESERVE_MB): sizes in words, and when free space counts as near the reserve.
import type { DashboardStorage } from './schemas/admin-dashboard.js';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** 1024-based, as operating systems show disks: '512 MB', '12.3 GB', '40 GB', '120 GB'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal below 100 of a unit (dropped when it is 0), whole numbers above.
  const shown = unit === 0 || value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit]}`;
}

/**
 * Near the reserve: what uploads may still use (free space above the reserve) is less than the
 * reserve itself, or less than 5% of the disk when the reserve is small.
 */
export function isStorageLow(storage: DashboardStorage): boolean {
  const room = storage.free_bytes - storage.reserve_bytes;
  return room < Math.max(storage.reserve_bytes, storage.total_bytes * 0.05);
}

// How chat shows a file: its size, a video's or audio's length (docs/product/chat.md: the video
// player shows minutes:seconds) and which kind of preview it gets.
import type { Attachment } from '@clanhall/shared';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** 512 B, 14 KB, 3.4 MB: one decimal below 10 of a unit, none above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${UNITS[unit]}`;
}

/** minutes:seconds, minutes unbounded (a 62-minute video is 62:05). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export type AttachmentKind = 'image' | 'video' | 'audio' | 'file';

/** Images of the four allowed formats show inline; video opens the player; audio plays in place. */
export function attachmentKind(attachment: Pick<Attachment, 'type'>): AttachmentKind {
  if (/^image\/(jpeg|png|gif|webp)$/.test(attachment.type)) return 'image';
  if (attachment.type.startsWith('video/')) return 'video';
  if (attachment.type.startsWith('audio/')) return 'audio';
  return 'file';
}

/** The longest side of an image preview in the message list, in CSS pixels. */
export const PREVIEW_MAX = 240;

/** The preview's size: the image's proportions within PREVIEW_MAX, so the list never jumps. */
export function previewSize(width: number | null, height: number | null): { width: number; height: number } {
  if (!width || !height) return { width: PREVIEW_MAX, height: Math.round(PREVIEW_MAX * 0.75) };
  const scale = Math.min(1, PREVIEW_MAX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

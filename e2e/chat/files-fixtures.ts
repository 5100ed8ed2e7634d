// Files for the chat file tests (docs/product/chat.md 'File upload'): real files of the allowed
// types, small, and uploads made through the API (multipart, field `files`) for tests that
// start from a message already carrying them.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { SessionUser } from '../support/api.js';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const media = (name: string) => readFileSync(new URL(`../../apps/web/public/media/${name}`, import.meta.url));

/** A real JPEG picture (the hero poster, 12 KB). */
export const jpeg = (name = 'poster.jpg'): TestFile => ({ name, mimeType: 'image/jpeg', buffer: media('hero-poster.jpg') });

/** A real MP4 video of a few seconds (the hero loop). */
export const mp4 = (name = 'clip.mp4'): TestFile => ({ name, mimeType: 'video/mp4', buffer: media('hero-loop.mp4') });

export const pdf = (name = 'report.pdf'): TestFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
});

export const text = (name = 'notes.txt', content = 'Bring the mead.'): TestFile => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content),
});

/** A WAV of `seconds` of silence (8 kHz, 8-bit mono). */
export function wav(name = 'horn.wav', seconds = 2): TestFile {
  const rate = 8000;
  const data = Buffer.alloc(rate * seconds, 128);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return { name, mimeType: 'audio/wav', buffer: Buffer.concat([header, data]) };
}

export interface SentAttachment {
  id: number;
  name: string;
  url: string;
  type: string;
  size: number;
  duration: number | null;
}

/** Sends files to a conversation through the API, as the Send Files dialog does. */
export async function uploadToConversation(
  from: SessionUser,
  conversationId: number,
  files: TestFile[],
  caption?: string,
): Promise<{ id: number; attachments: SentAttachment[] }> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  if (caption) form.append('message', caption);
  const res = await fetch(new URL(`/api/chat/conversations/${conversationId}/files`, inject('baseUrl')), {
    method: 'POST',
    headers: { authorization: `Bearer ${from.token}` },
    body: form,
  });
  const body = (await res.json()) as { message: { id: number; attachments: SentAttachment[] } };
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.message;
}

/** docs/product/chat.md: minutes:seconds. */
export const minutesSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

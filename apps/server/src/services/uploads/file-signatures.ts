// What a file's first bytes must look like for its extension (docs/product/chat.md allowed types;
// docs/product/chat.md "checked by extension and by the file's actual content (a renamed executable
// is refused)"). Each allowed extension names a family of formats by their magic numbers; a
// file that starts like an executable is refused whatever its name. Our own small table rather
// than a general detector: the rules are the spec's, and text has no magic number at all.

/** Bytes of the file's start the checks need (PDF readers accept the header within 1 KB). */
export const SIGNATURE_BYTES = 4096;

const startsWith = (head: Buffer, bytes: readonly number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= at + expected.length && head.subarray(at, at + expected.length).equals(expected);
};

/** ELF, Windows PE/DOS ('MZ'), Mach-O (both byte orders, 32/64 bit, universal) and scripts ('#!'). */
export function looksExecutable(head: Buffer): boolean {
  return (
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(head, 'MZ') ||
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xce, 0xfa, 0xed, 0xfe],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xca, 0xfe, 0xba, 0xbe],
    ].some((magic) => startsWith(head, magic)) ||
    startsWith(head, '#!')
  );
}

const riff = (head: Buffer, form: string) => (startsWith(head, 'RIFF') || startsWith(head, 'RF64')) && startsWith(head, form, 8);

/** ISO base media (MP4, QuickTime, M4A): a first box 'ftyp' of a plausible size. */
const isoMedia = (head: Buffer) => startsWith(head, 'ftyp', 4) && head.length >= 8 && head.readUInt32BE(0) >= 8;

/** Old QuickTime files may start with another top-level atom instead of 'ftyp'. */
const quickTime = (head: Buffer) =>
  isoMedia(head) || ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].some((atom) => startsWith(head, atom, 4));

/** An MPEG audio frame header: sync, a real version and layer, a usable bitrate and rate. */
function mpegAudioFrame(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1]! & 0xe0) !== 0xe0) return false;
  const version = (head[1]! >> 3) & 0x03;
  const layer = (head[1]! >> 1) & 0x03;
  const bitrate = head[2]! >> 4;
  const sampleRate = (head[2]! >> 2) & 0x03;
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && sampleRate !== 0x03;
}

const zip = (head: Buffer) => startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06') || startsWith(head, 'PK\x07\x08');

/** The check of each allowed extension (the keys of CHAT_FILE_TYPES). */
const FAMILIES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'),
  webp: (head) => riff(head, 'WEBP'),
  pdf: (head) => head.subarray(0, 1024 + 5).includes('%PDF-', 0, 'latin1'),
  // OLE2 compound file (Word 97-2003).
  doc: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // Office Open XML is a zip; which entries it holds is the word processor's business.
  docx: (head) => startsWith(head, 'PK\x03\x04'),
  // Text has no signature: the whole file is checked as it streams (TextCheck below).
  txt: () => true,
  mp4: isoMedia,
  mov: quickTime,
  m4a: isoMedia,
  avi: (head) => riff(head, 'AVI '),
  // The ASF header object's GUID (WMV, WMA).
  wmv: (head) =>
    startsWith(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]),
  mp3: (head) => startsWith(head, 'ID3') || mpegAudioFrame(head),
  wav: (head) => riff(head, 'WAVE'),
  ogg: (head) => startsWith(head, 'OggS'),
  zip,
  rar: (head) => startsWith(head, 'Rar!\x1a\x07'),
  '7z': (head) => startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
};

/**
 * True when the file's first bytes (up to SIGNATURE_BYTES, or the whole file when shorter)
 * fit its extension and do not start like an executable. An extension without a check is
 * never accepted.
 */
export function matchesSignature(extension: string, head: Buffer): boolean {
  const check = Object.hasOwn(FAMILIES, extension) ? FAMILIES[extension] : undefined;
  return check !== undefined && !looksExecutable(head) && check(head);
}

/**
 * A .txt file must be text all the way through: valid UTF-8 (a byte order mark is fine), no
 * NUL and no control characters but tab, line breaks, form feed and escape. Fed chunk by
 * chunk as the upload streams, so a binary tail is caught too, without holding the file.
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  push(chunk: Buffer): boolean {
    if (!this.valid) return false;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte < 0x20 && !(byte >= 0x09 && byte <= 0x0d) && byte !== 0x1b) return (this.valid = false);
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.valid = false;
    }
    return this.valid;
  }

  /** At the end of the file: a multi-byte character cut off at the end is not text either. */
  end(): boolean {
    if (!this.valid) return false;
    try {
      this.decoder.decode();
    } catch {
      this.valid = false;
    }
    return this.valid;
  }
}

// The name an uploaded file is shown and downloaded under (docs/product/chat.md "Send Files", the
// attachment's `name`): only what the user would recognise as the file's name. The client's
// filename is untrusted text: it may carry a path ('C:\Users\me\cv.pdf', '../../x'), control
// characters that break logs or headers, or bidirectional overrides that make 'gpj.exe' look
// like 'exe.jpg'. It never names anything on disk (the storage key is random), and the private
// file route writes it into Content-Disposition with RFC 6266 encoding (plugins/private-files.ts).
import { fileExtension } from '@clanhall/shared';

export const FILE_NAME_MAX = 200;

/**
 * C0 and C1 controls, DEL, zero-width and bidirectional formatting characters, the byte order
 * mark: none belongs in a file name a person reads.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
/** A surrogate half without its partner (not valid Unicode; a database or JSON may choke on it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The first `max` code points (never half of a surrogate pair). */
const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * The display name of an uploaded file: no folders, no control or formatting characters,
 * whitespace runs as one space, at most FILE_NAME_MAX characters with the extension kept (the
 * type check and the download both rely on it). '' when nothing is left.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  const name = base
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC')
    // Line breaks and tabs separate words: a space, not nothing.
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '.' || name === '..') return '';
  if (Array.from(name).length <= FILE_NAME_MAX) return name;
  const extension = fileExtension(name);
  // A sane extension survives the cut (CHAT_FILE_TYPES' longest is 4 characters).
  if (extension && extension.length <= 10) {
    const stem = clip(name.slice(0, name.length - extension.length - 1), FILE_NAME_MAX - extension.length - 1).trimEnd();
    return `${stem}.${name.slice(name.length - extension.length)}`;
  }
  return clip(name, FILE_NAME_MAX).trimEnd();
}

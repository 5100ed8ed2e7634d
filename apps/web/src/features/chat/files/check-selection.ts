// The browser's checks of chosen files before anything is sent (docs/product/chat.md 'File
// upload'): at most 10 files, each at most 50 MB, of the allowed types by extension. The server
// checks the same and each file's content too (docs/product/chat.md); these only spare a doomed upload.
import { CHAT_FILE_TYPES, CHAT_MESSAGES, LIMITS, fileExtension } from '@clanhall/shared';

export interface SelectionCheck {
  /** The files that may be added to the list. */
  accepted: File[];
  /** Why the others were refused, one line each, in the spec's words. */
  refusals: string[];
}

/** The same file chosen twice (name, size and date agree) is listed once. */
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** `listed` are the files already in the dialog: one send carries at most 10 in all. */
export function checkSelection(chosen: readonly File[], listed: readonly File[]): SelectionCheck {
  const fresh = chosen.filter((file) => !listed.some((other) => sameFile(file, other)));
  if (chosen.length > LIMITS.uploadFilesMax || listed.length + fresh.length > LIMITS.uploadFilesMax) {
    return { accepted: [], refusals: [CHAT_MESSAGES.tooManyFiles] };
  }
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of fresh) {
    if (!(fileExtension(file.name) in CHAT_FILE_TYPES)) refusals.push(CHAT_MESSAGES.fileType(file.name));
    else if (file.size > LIMITS.uploadFileBytes) refusals.push(CHAT_MESSAGES.fileTooLarge(file.name));
    else accepted.push(file);
  }
  return { accepted, refusals };
}

/** The file input's `accept`: the allowed extensions, so the picker offers those first. */
export const ACCEPTED_EXTENSIONS = Object.keys(CHAT_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

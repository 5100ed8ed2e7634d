// The check that runs on an upload's bytes as they stream to storage (docs/product/chat.md: "checked
// by extension and by the file's actual content"): the signature as soon as its first
// SIGNATURE_BYTES are in (so a renamed executable is refused after 4 KB, not after 50 MB),
// text all the way through for .txt, and the account's daily quota byte by byte. It also keeps
// the file's first bytes for reading image dimensions without reading the stored file again.
import { Transform, type TransformCallback } from 'node:stream';
import { matchesSignature, SIGNATURE_BYTES, TextCheck } from './file-signatures.js';
import { UnsupportedContentError } from './upload-errors.js';

export interface ContentInspector extends Transform {
  /** The first bytes of the file (at most `keepHeadBytes`), once the stream has ended. */
  head(): Buffer;
}

export function createContentInspector(options: {
  extension: string;
  /** How much of the file's start to keep (at least SIGNATURE_BYTES). */
  keepHeadBytes?: number;
  /** Called for every chunk before it passes; an error thrown here refuses the file. */
  onBytes?: (bytes: number) => void;
}): ContentInspector {
  const keep = Math.max(options.keepHeadBytes ?? SIGNATURE_BYTES, SIGNATURE_BYTES);
  const text = options.extension === 'txt' ? new TextCheck() : undefined;
  const chunks: Buffer[] = [];
  let kept = 0;
  let signatureChecked = false;
  let headBuffer: Buffer | undefined;

  const head = () => (headBuffer ??= Buffer.concat(chunks, kept));
  const signatureFits = () => {
    signatureChecked = true;
    return matchesSignature(options.extension, head().subarray(0, SIGNATURE_BYTES));
  };

  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        options.onBytes?.(chunk.length);
      } catch (error) {
        return done(error as Error);
      }
      if (kept < keep) {
        const part = chunk.subarray(0, keep - kept);
        chunks.push(part);
        kept += part.length;
        headBuffer = undefined;
      }
      if (!signatureChecked && kept >= SIGNATURE_BYTES && !signatureFits()) return done(new UnsupportedContentError());
      if (text && !text.push(chunk)) return done(new UnsupportedContentError());
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      if (!signatureChecked && !signatureFits()) return done(new UnsupportedContentError());
      if (text && !text.end()) return done(new UnsupportedContentError());
      done();
    },
  }) as ContentInspector;
  inspector.head = head;
  return inspector;
}

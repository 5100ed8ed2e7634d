// A member's own data (docs/product/accounts-and-sessions.md): each feature that keeps something of
// an account says what of it goes into the account's export archive, and what its owner's deletion
// removes beyond the cascade of the account's row (its `ownData`, feature.ts). The accounts feature
// asks every part, so no feature needs to know the others, and a new table of an account's things
// is one part in its own feature.
import type { UserRow } from '../db/rows.js';
import type { WriteTransaction } from '../db/write-transaction.js';
import type { ZipEntry } from '../lib/zip-writer.js';
import type { Services } from '../services.js';

export type ArchiveEntry = ZipEntry;

/** Work for once the deletion has committed: files to remove, open tabs to tell. */
export type AfterDeletion = () => Promise<void>;

export interface OwnDataPart {
  /** Its JSON documents at the archive's top (orders.json, …): only what the account made. */
  documents?(services: Services, user: UserRow): AsyncIterable<ArchiveEntry>;
  /** The account's files, under files/, each opened only when the archive reaches it. */
  files?(services: Services, user: UserRow): AsyncIterable<ArchiveEntry>;
  /**
   * In the transaction that deletes the account at its owner's request, before its row (and
   * what cascades with it) goes: what of theirs the cascade would keep, removed.
   */
  removeWithAccount?(services: Services, trx: WriteTransaction, user: UserRow): Promise<AfterDeletion | void>;
  /**
   * In the transaction that deletes the account, whoever deletes it (its owner or the back
   * office), before its row goes: what must end with the account wherever it goes, such as a
   * subscription that would otherwise keep charging the card.
   */
  endWithAccount?(services: Services, trx: WriteTransaction, user: UserRow): Promise<AfterDeletion | void>;
}

export interface OwnData {
  add(part: OwnDataPart): void;
  readonly parts: readonly OwnDataPart[];
}

export function createOwnData(): OwnData {
  const parts: OwnDataPart[] = [];
  return {
    add(part) {
      parts.push(part);
    },
    parts,
  };
}

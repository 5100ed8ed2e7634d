// Which build of better-sqlite3 opens the SQLite file (docs/decisions/006). Version 12 (the
// Node 20 line) subclasses Node's own ObjectWrap, and from Node 24.19 a statement collected
// by an idle garbage collection aborts the process; version 13 is a Node-API build that does
// not, but needs Node 22 or newer. Both have the same API, so each Node gets the one that
// works on it.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

export const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/** The package name of the build this Node uses. */
export const SQLITE_DRIVER_PACKAGE = NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SqliteDatabase = require(SQLITE_DRIVER_PACKAGE) as typeof BetterSqlite3;

#!/usr/bin/env node
// `npm run admin -- <command>`: the operator's tools (apps/server/src/cli/cli.ts), built first
// only when there is no build at all: an operator runs these beside a live server, whose files a
// rebuild would replace under it. Runs from the project root, so a relative DATA_DIR means what
// it means to the server started by `npm start`.
import { runBuiltEntry } from './lib/ensure.mjs';

runBuiltEntry('apps/server/dist/cli.js', process.argv.slice(2), { onlyWhenMissing: true });

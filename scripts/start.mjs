#!/usr/bin/env node
// `npm start`: installs dependencies and builds when missing, then serves the site
// (API, socket and web app on one origin, http://localhost:3000 by default).
import { runBuiltEntry } from './lib/ensure.mjs';

runBuiltEntry('apps/server/dist/main.js', [], { forwardSignals: true });

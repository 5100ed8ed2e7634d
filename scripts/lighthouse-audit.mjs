#!/usr/bin/env node
// `npm run audit:lighthouse`: the Lighthouse half of `npm run audit:web` (scripts/audit/run.mjs),
// with axe-core over the public pages as a guest at both widths, as this audit always did. The
// same budgets and options (LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES); reports in .lighthouse/.
process.argv.push('--lighthouse-only');
await import('./audit/run.mjs');

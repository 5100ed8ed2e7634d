// The operator's command line (node apps/server/dist/cli.js <command>, or npm run admin --
// <command>): cli/cli.ts. Production mode, as the server runs.
import { runCli } from './cli/cli.js';

process.env.NODE_ENV = 'production';
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line), env: process.env };
// Exits at once with the command's code: a Redis client still retrying an unreachable server
// must not keep the command waiting.
process.exit(await runCli(process.argv.slice(2), io));

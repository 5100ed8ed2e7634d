// The operator's command line (node apps/server/dist/cli.js <command>, or npm run admin --
// <command>): cli/cli.ts. Production mode, as the server runs.
import { runCli } from './cli/cli.js';

process.env.NODE_ENV = 'production';
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line), env: process.env };
process.exitCode = await runCli(process.argv.slice(2), io);

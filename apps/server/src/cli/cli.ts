// `npm run admin -- <command>` (docs/product/operating.md): the operator's tools, run beside the server on
// the same configuration. Each command prints what it did; a mistake is one readable line and a
// non-zero exit (1: the command could not do it, 2: the command line itself is wrong).
import { BackupError } from '../backup/database-copy.js';
import { backup } from './commands/backup.js';
import { check } from './commands/check.js';
import { restore } from './commands/restore.js';
import { createAdmin } from './commands/create-admin.js';
import { migrate } from './commands/migrate.js';
import { resetPassword } from './commands/reset-password.js';
import { CliError, UsageError, type CliIo } from './cli-context.js';

interface Command {
  usage: string;
  summary: string;
  /** Resolves with the exit code, or nothing for 0. */
  run(args: string[], io: CliIo): Promise<number | void>;
}

const COMMANDS: Record<string, Command> = {
  'create-admin': {
    usage: 'create-admin USERNAME EMAIL',
    summary: 'make an administrator with a generated password (printed once)',
    run: createAdmin,
  },
  'reset-password': {
    usage: 'reset-password USERNAME',
    summary: 'give the account a new generated password (printed once) and end all its sessions',
    run: resetPassword,
  },
  backup: {
    usage: 'backup [--out DIR]',
    summary: 'write a dated archive of the database, files and secrets, while the site runs (to DIR, else BACKUP_DIR, else here)',
    run: backup,
  },
  restore: {
    usage: 'restore ARCHIVE [--data-dir DIR]',
    summary: 'put a backup into an empty data directory (and, for PostgreSQL, the empty database of DATABASE_URL)',
    run: restore,
  },
  migrate: { usage: 'migrate', summary: 'apply the database migrations this version has (the server also does on start)', run: migrate },
  check: {
    usage: 'check',
    summary: 'look over what is often set wrong: the database, site address, mail, proxy, disk, secrets',
    run: check,
  },
};

function help(io: CliIo) {
  io.out('Usage: npm run admin -- <command> [arguments]   (or: node apps/server/dist/cli.js <command>)');
  io.out('It uses the same environment as the server: DATA_DIR, DATABASE_URL, REDIS_URL, PUBLIC_URL, …');
  io.out('');
  io.out('Commands:');
  const width = Math.max(...Object.values(COMMANDS).map((command) => command.usage.length));
  for (const command of Object.values(COMMANDS)) io.out(`  ${command.usage.padEnd(width)}  ${command.summary}`);
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`Unknown command: ${name}. npm run admin -- --help lists them.`);
    return 2;
  }
  if (args.includes('--help')) {
    io.out(`Usage: npm run admin -- ${command.usage}`);
    io.out(`  ${command.summary}`);
    return 0;
  }
  try {
    return (await command.run(args, io)) ?? 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof BackupError) {
      io.err(`${name}: ${error.message}`);
      return error instanceof UsageError ? 2 : 1;
    }
    // Not a mistake of the operator's: the message, and the stack for a bug report.
    io.err(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}

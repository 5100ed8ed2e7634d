// Nothing the benchmark starts outlives it: child processes, temporary folders and other
// leftovers (a PostgreSQL database) are registered here and removed on a normal end, on an error
// and on Ctrl-C / SIGTERM.
// Everything here is synchronous, because an 'exit' handler cannot wait.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pids = new Set();
const dirs = new Set();
const removers = new Set();

function killQuietly(pid) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function cleanUpNow() {
  // SIGKILL is fine: whatever the children wrote lives in folders removed right after.
  for (const pid of pids) killQuietly(pid);
  pids.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
  for (const remove of removers) remove();
  removers.clear();
}

/** Installs the handlers once, before anything is started. */
export function installCleanup() {
  process.on('exit', cleanUpNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and removing temporary folders.`);
      // 'exit' runs cleanUpNow; 128 + signal number is the shell's convention.
      process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 129);
    });
  }
}

/** A child process to kill if the benchmark ends before it stops it; returns the untracker. */
export function trackProcess(pid) {
  pids.add(pid);
  return () => pids.delete(pid);
}

/** A fresh temporary folder, removed at the end whatever happens. */
export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

/**
 * Something else to remove at the end whatever happens: `remove` must be synchronous and must
 * not throw. Returns a function that removes it now and forgets it.
 */
export function trackLeftover(remove) {
  removers.add(remove);
  return () => {
    if (removers.delete(remove)) remove();
  };
}

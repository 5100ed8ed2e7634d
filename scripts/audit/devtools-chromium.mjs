// Debian's Chromium started for Lighthouse with a DevTools port of its own choosing (read from
// its "DevTools listening on ws://…" line), a throw-away profile, and the flags the test suites
// use. Node built-ins only: Lighthouse needs nothing more than the port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--remote-debugging-port=0',
];

/** Resolves to `{ port, kill() }` once Chromium says where DevTools listens. */
export function launchDevtoolsChromium(chromePath) {
  const profile = mkdtempSync(join(tmpdir(), 'clanhall-lighthouse-'));
  const child = spawn(chromePath, [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not open its DevTools port in 30 s:\n${said}`)), 30_000);
    const fail = (error) => {
      clearTimeout(timer);
      void kill().then(() => reject(error));
    };
    child.once('error', fail);
    const early = (code) => fail(new Error(`Chromium exited with ${code} before opening its DevTools port:\n${said}`));
    child.once('exit', early);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      said += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', early);
      // Keep reading, or a chatty Chromium would block on a full pipe.
      child.stderr.removeAllListeners('data');
      child.stderr.resume();
      resolve({ port: Number(match[1]), kill });
    });
  });
}

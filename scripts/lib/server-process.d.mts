// Types of server-process.mjs for the TypeScript tests (apps/server, e2e).
import type { ChildProcess } from 'node:child_process';

export interface StartedServer {
  baseUrl: string;
  pid: number | undefined;
  dataDir: string;
  startMs: number;
  stop(): Promise<void>;
}

export interface StartBuiltServerOptions {
  env?: Record<string, string>;
  dataDir?: string;
  pollMs?: number;
  port?: number;
}

export function freePort(): Promise<number>;
export function waitForHealth(
  baseUrl: string,
  options?: { child?: ChildProcess; timeoutMs?: number; pollMs?: number },
): Promise<void>;
export function startBuiltServer(options?: StartBuiltServerOptions): Promise<StartedServer>;
export function startServer(env?: Record<string, string>, options?: Omit<StartBuiltServerOptions, 'env'>): Promise<StartedServer>;

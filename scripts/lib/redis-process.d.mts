// Types of redis-process.mjs for the TypeScript tests (apps/server, e2e).
export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export const REDIS_SERVER: string;
export function startRedis(): Promise<RunningRedis>;

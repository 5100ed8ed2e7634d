// A real Redis for the tests that cross processes: the test kit's (scripts/lib/redis-process.mjs,
// shared with e2e/cluster), under the names the API tests use.
export { REDIS_SERVER, startRedis, type RunningRedis as TestRedis } from '../../../../scripts/lib/redis-process.mjs';

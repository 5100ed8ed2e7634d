// The command line as the tests run it: in this process, with `env` as the server's
// environment, its printed lines and exit code collected.
import { runCli } from './cli.js';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function cli(env: NodeJS.ProcessEnv, ...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (line) => void out.push(line), err: (line) => void err.push(line), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

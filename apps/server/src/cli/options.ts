// The one option form the commands take: `--name VALUE` (or `--name=VALUE`), anywhere.
import { UsageError } from './cli-context.js';

export function optionValue(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === name || arg.startsWith(`${name}=`)) {
      const given = arg === name ? args[++i] : arg.slice(name.length + 1);
      if (given === undefined || given === '' || given.startsWith('--')) throw new UsageError(`${name} needs a value`);
      if (value !== undefined) throw new UsageError(`${name} is given twice`);
      value = given;
    } else rest.push(arg);
  }
  return { value, rest };
}

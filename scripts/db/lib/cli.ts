import { Refusal } from '../../../src/server/db/backup/report.ts';

/**
 * What the backup commands share: their refusals (a message for the operator and exit code 1, no stack; the class
 * lives with the backup code in src/server/db/backup, which the scheduled backup job runs too) and their flags.
 */
export { Refusal, Progress, megabytes } from '../../../src/server/db/backup/report.ts';

/** Runs a command's body: a refusal prints its message alone; anything else is a bug and keeps its stack. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`错误：${error.message}`);
    process.exitCode = 1;
  }
}

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

/** `--name value`, `--name=value` and bare `--name`; `known` lists the flags that take a value. */
export function parseArgs(argv: string[], known: { values: string[]; switches: string[] }): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (known.switches.includes(name)) flags.set(name, true);
    else if (known.values.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Refusal(`参数 --${name} 需要一个值`);
      flags.set(name, value);
    } else throw new Refusal(`不认识的参数 --${name}`);
  }
  // `npm run db:restore FILE --force` hands --force to npm itself, which passes it on only as this variable.
  if (known.switches.includes('force') && /^true$/i.test(process.env.npm_config_force ?? '')) flags.set('force', true);
  return { positional, flags };
}

import { z } from 'zod';

/** Thrown (and, at boot, printed) when the environment does not satisfy a process's schema. */
export class ConfigError extends Error {
  constructor(
    readonly processName: string,
    readonly problems: string[],
  ) {
    super(`${processName}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment with a zod schema; every problem names its variable. */
export function parseConfig<S extends z.ZodType>(
  processName: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const given = issue.path.length ? env[String(issue.path[0])] : undefined;
    const why = given === undefined ? `${issue.message} (not set)` : issue.message;
    return `${variable}: ${why}`;
  });
  throw new ConfigError(processName, problems);
}

/** As parseConfig, but at boot: a bad environment prints what is wrong and exits non-zero. */
export function loadConfig<S extends z.ZodType>(processName: string, schema: S): z.infer<S> {
  try {
    return parseConfig(processName, schema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(JSON.stringify({ level: 'fatal', process: processName, msg: error.message }) + '\n');
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

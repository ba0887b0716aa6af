const COLORS = [36, 35, 33, 32, 34, 96, 95, 93];
const LEVEL_COLOR: Record<string, number> = { fatal: 31, error: 31, warn: 33, info: 0, debug: 90, trace: 90 };

/**
 * Prefixes each line of a child's output with its name. On a terminal the JSON log lines are
 * shown short (time, level, message); elsewhere they pass through untouched for log shippers.
 */
export function lineWriter(name: string, index: number, pretty: boolean, out: NodeJS.WritableStream) {
  const tag = pretty ? `\x1b[${COLORS[index % COLORS.length]}m${name.padEnd(18)}\x1b[0m` : name;
  let buffered = '';
  return (chunk: Buffer | string) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) out.write(`${tag} | ${pretty ? prettyLine(line) : line}\n`);
  };
}

function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const { level, time, msg, service: _service, context, ...rest } = entry;
  const clock = typeof time === 'string' ? time.slice(11, 19) : '';
  const color = LEVEL_COLOR[String(level)] ?? 0;
  const extra = Object.keys(rest).length ? ` \x1b[90m${JSON.stringify(rest)}\x1b[0m` : '';
  return `${clock} \x1b[${color}m${String(level ?? '').padEnd(5)}\x1b[0m ${context ? `[${String(context)}] ` : ''}${String(msg ?? '')}${extra}`;
}

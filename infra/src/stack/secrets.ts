import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The internal token secret for a single machine: the environment's, else one generated on the
 * first start and kept in `.data/secrets.json` (readable by its owner only).
 */
export function internalTokenSecret(dataDir: string): string {
  if (process.env.INTERNAL_TOKEN_SECRET) return process.env.INTERNAL_TOKEN_SECRET;
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { internalTokenSecret?: string };
    if (saved.internalTokenSecret) return saved.internalTokenSecret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, JSON.stringify({ internalTokenSecret: secret }, null, 2), { mode: 0o600 });
  return secret;
}

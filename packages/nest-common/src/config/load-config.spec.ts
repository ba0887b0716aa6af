import { z } from 'zod';
import { ConfigError, parseConfig } from './load-config';
import { commonEnv, port } from './common-env';

describe(parseConfig.name, () => {
  const schema = z.object({ PORT: port(3001), ...commonEnv });
  const secret = 'x'.repeat(32);

  it('fills the defaults that make a single machine work', () => {
    const config = parseConfig('auth', schema, { INTERNAL_TOKEN_SECRET: secret });
    expect(config.PORT).toBe(3001);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names the missing variable', () => {
    expect(() => parseConfig('auth', schema, {})).toThrow(/INTERNAL_TOKEN_SECRET: .*not set/);
  });

  it('names a bad variable and says why', () => {
    const run = () =>
      parseConfig('auth', schema, { INTERNAL_TOKEN_SECRET: secret, PORT: 'eighty', REDIS_URL: 'localhost' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/PORT: must be a port number/);
    expect(run).toThrow(/REDIS_URL: must be a URL starting with redis: or rediss:/);
  });
});

import { type ServiceTestApp, type TestCaller, startServiceTestApp } from '@newsroom/nest-common';
import { authAppModule } from '../src/app.module';
import { type AuthConfig, authEnvSchema } from '../src/config/auth.config';

export type { LooseJson, TestCaller } from '@newsroom/nest-common';

export const admin: TestCaller = { id: 1, username: 'admin', role: 'admin' };
export const reader: TestCaller = { id: 2, username: 'reader' };

export type AuthTestApp = ServiceTestApp<AuthConfig>;

/** The auth service started for real: its own schema and Redis prefix, identities signed as the gateway signs them. */
export const startAuthApp = (): Promise<AuthTestApp> =>
  startServiceTestApp({
    name: 'auth',
    envSchema: authEnvSchema,
    boot: (config) => ({ name: 'auth', module: authAppModule(config), config }),
  });

import { z } from 'zod';
import { loadConfig, serviceEnv } from '@newsroom/nest-common';

export const authEnvSchema = z.object(serviceEnv({ port: 3001, schema: 'auth' }));

export type AuthConfig = z.infer<typeof authEnvSchema>;

export const loadAuthConfig = () => loadConfig('auth', authEnvSchema);

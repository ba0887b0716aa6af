import { serviceAppModule } from '@newsroom/nest-common';
import type { AuthConfig } from './config/auth.config';
import { authDatabase } from './database/auth-database';
import { UsersModule } from './users/users.module';

export const authAppModule = (config: AuthConfig) =>
  serviceAppModule({
    name: 'auth',
    database: authDatabase(config),
    redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_PREFIX },
    imports: [UsersModule.forRoot(config)],
  });

import type { ServiceDatabaseOptions } from '@newsroom/nest-common';
import type { AuthConfig } from '../config/auth.config';
import { UserEntity } from '../users/entities/user.entity';
import { CreateUsers1763800000000 } from './migrations/1763800000000-create-users';

export const authDatabase = (config: Pick<AuthConfig, 'DATABASE_URL' | 'DB_SCHEMA'>): ServiceDatabaseOptions => ({
  url: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  entities: [UserEntity],
  migrations: [CreateUsers1763800000000],
  applicationName: 'auth',
});

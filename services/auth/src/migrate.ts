import { runMigrationsCli } from '@newsroom/nest-common';
import { loadAuthConfig } from './config/auth.config';
import { authDatabase } from './database/auth-database';

runMigrationsCli('auth', () => authDatabase(loadAuthConfig()));

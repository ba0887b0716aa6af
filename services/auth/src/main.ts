import { bootstrapService } from '@newsroom/nest-common';
import { authAppModule } from './app.module';
import { loadAuthConfig } from './config/auth.config';

const config = loadAuthConfig();

void bootstrapService({ name: 'auth', module: authAppModule(config), config });

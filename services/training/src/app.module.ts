import { serviceAppModule } from '@newsroom/nest-common';
import type { TrainingConfig } from './config/training.config';
import { trainingDatabase } from './database/training-database';
import { TrainingModule } from './training/training.module';

export const trainingAppModule = (config: TrainingConfig) =>
  serviceAppModule({
    name: 'training',
    database: trainingDatabase(config),
    redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_PREFIX },
    imports: [TrainingModule],
  });

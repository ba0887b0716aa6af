import type { ServiceDatabaseOptions } from '@newsroom/nest-common';
import type { TrainingConfig } from '../config/training.config';
import { TrainingItemEntity } from '../training/entities/training-item.entity';
import { CreateTrainingItems1763800000200 } from './migrations/1763800000200-create-training-items';
import { TrainingItemTypeLinkAndSeedRuns1763800000300 } from './migrations/1763800000300-training-item-type-link-and-seed-runs';

export const trainingDatabase = (
  config: Pick<TrainingConfig, 'DATABASE_URL' | 'DB_SCHEMA'>,
): ServiceDatabaseOptions => ({
  url: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  entities: [TrainingItemEntity],
  migrations: [CreateTrainingItems1763800000200, TrainingItemTypeLinkAndSeedRuns1763800000300],
  applicationName: 'training',
});

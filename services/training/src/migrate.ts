import { runMigrationsCli } from '@newsroom/nest-common';
import { loadTrainingConfig } from './config/training.config';
import { trainingDatabase } from './database/training-database';

runMigrationsCli('training', () => trainingDatabase(loadTrainingConfig()));

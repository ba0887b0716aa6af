import { bootstrapService } from '@newsroom/nest-common';
import { trainingAppModule } from './app.module';
import { loadTrainingConfig } from './config/training.config';

const config = loadTrainingConfig();

void bootstrapService({ name: 'training', module: trainingAppModule(config), config });

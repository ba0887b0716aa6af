import { bootstrapService } from '@newsroom/nest-common';
import { generationApiModule } from './api.module';
import { loadGenerationApiConfig } from './config/generation.config';

const config = loadGenerationApiConfig();

void bootstrapService({ name: 'generation', module: generationApiModule(config), config });

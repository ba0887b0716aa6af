import { runMigrationsCli } from '@newsroom/nest-common';
import { loadGenerationApiConfig } from './config/generation.config';
import { generationDatabase } from './database/generation-database';

runMigrationsCli('generation', () => generationDatabase(loadGenerationApiConfig(), 'migrate'));

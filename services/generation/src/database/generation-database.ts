import type { ServiceDatabaseOptions } from '@newsroom/nest-common';
import type { GenerationApiConfig } from '../config/generation.config';
import { GenerationRunEntity } from '../runs/entities/generation-run.entity';
import { CreateGenerationRuns1763800000300 } from './migrations/1763800000300-create-generation-runs';

export const generationDatabase = (config: Pick<GenerationApiConfig, 'DATABASE_URL' | 'DB_SCHEMA'>, role: string) =>
  ({
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    entities: [GenerationRunEntity],
    migrations: [CreateGenerationRuns1763800000300],
    applicationName: `generation-${role}`,
  }) satisfies ServiceDatabaseOptions;

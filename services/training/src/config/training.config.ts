import { z } from 'zod';
import { loadConfig, serviceEnv } from '@newsroom/nest-common';

export const trainingEnvSchema = z.object(serviceEnv({ port: 3004, schema: 'training' }));

export type TrainingConfig = z.infer<typeof trainingEnvSchema>;

export const loadTrainingConfig = () => loadConfig('training', trainingEnvSchema);

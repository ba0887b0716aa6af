import { type ServiceTestApp, type TestCaller, startServiceTestApp } from '@newsroom/nest-common';
import { trainingAppModule } from '../src/app.module';
import { type TrainingConfig, trainingEnvSchema } from '../src/config/training.config';

export type { LooseJson, TestCaller } from '@newsroom/nest-common';

export const admin: TestCaller = { id: 1, username: 'admin', role: 'admin' };
export const reader: TestCaller = { id: 2, username: 'reader' };
export const subscriber: TestCaller = { id: 3, username: 'subscriber', grants: ['premium-training'] };

export type TrainingTestApp = ServiceTestApp<TrainingConfig>;

/** The training service started for real: its own schema, identities signed as the gateway signs them. */
export const startTrainingApp = (): Promise<TrainingTestApp> =>
  startServiceTestApp({
    name: 'training',
    envSchema: trainingEnvSchema,
    boot: (config) => ({ name: 'training', module: trainingAppModule(config), config }),
  });

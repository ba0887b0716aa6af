import { z } from 'zod';
import { loadConfig, serviceEnv } from '@newsroom/nest-common';

export const billingEnvSchema = z.object(serviceEnv({ port: 3003, schema: 'billing' }));

export type BillingConfig = z.infer<typeof billingEnvSchema>;

export const loadBillingConfig = () => loadConfig('billing', billingEnvSchema);

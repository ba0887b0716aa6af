import { runMigrationsCli } from '@newsroom/nest-common';
import { loadBillingConfig } from './config/billing.config';
import { billingDatabase } from './database/billing-database';

runMigrationsCli('billing', () => billingDatabase(loadBillingConfig()));

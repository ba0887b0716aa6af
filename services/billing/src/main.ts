import { bootstrapService } from '@newsroom/nest-common';
import { billingBootOptions } from './app.module';
import { loadBillingConfig } from './config/billing.config';

const config = loadBillingConfig();

void bootstrapService(billingBootOptions(config));

import { bootstrapService } from '@newsroom/nest-common';
import { billingAppModule } from './app.module';
import { loadBillingConfig } from './config/billing.config';

const config = loadBillingConfig();

void bootstrapService({ name: 'billing', module: billingAppModule(config), config });

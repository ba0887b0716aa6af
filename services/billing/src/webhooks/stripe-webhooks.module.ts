import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ProcessedStripeEventEntity } from './entities/processed-stripe-event.entity';
import { StripeWebhooksController } from './stripe-webhooks.controller';
import { StripeWebhooksService } from './stripe-webhooks.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProcessedStripeEventEntity]), PaymentSettingsModule, SubscriptionsModule],
  controllers: [StripeWebhooksController],
  providers: [StripeWebhooksService],
})
export class StripeWebhooksModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionChangeNotifier } from './subscription-change.notifier';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity]), PaymentSettingsModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SubscriptionChangeNotifier],
  exports: [SubscriptionsService, SubscriptionChangeNotifier],
})
export class SubscriptionsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module';
import { PaymentsModule } from '../payments/payments.module';
import { CheckoutService } from './checkout.service';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionChangeNotifier } from './subscription-change.notifier';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { TrialCardsService } from './trial-cards.service';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity]), PaymentSettingsModule, PaymentsModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, CheckoutService, SubscriptionChangeNotifier, TrialCardsService],
  exports: [SubscriptionsService, SubscriptionChangeNotifier, TrialCardsService],
})
export class SubscriptionsModule {}

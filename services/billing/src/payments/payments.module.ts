import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module';
import { PlansModule } from '../plans/plans.module';
import { PaymentLinkEntity } from './entities/payment-link.entity';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { StripePricesService } from './stripe-prices.service';

/** Product info and payment links, from Stripe when keys are set. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentLinkEntity]), PaymentSettingsModule, PlansModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, StripePricesService],
  exports: [StripePricesService],
})
export class PaymentsModule {}

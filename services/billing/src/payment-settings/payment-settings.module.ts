import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StripeClientService } from '../stripe/stripe-client.service';
import { PaymentSettingsEntity } from './entities/payment-settings.entity';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentSettingsService } from './payment-settings.service';

/** The admin's Stripe keys and the Stripe client built from them. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentSettingsEntity])],
  controllers: [PaymentSettingsController],
  providers: [PaymentSettingsService, StripeClientService],
  exports: [PaymentSettingsService, StripeClientService],
})
export class PaymentSettingsModule {}

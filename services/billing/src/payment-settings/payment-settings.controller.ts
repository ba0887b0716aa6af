import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { paymentSettingsSchema } from '@newsroom/contracts';
import { RequiresViewer, validate } from '@newsroom/nest-common';
import { PaymentSettingsService } from './payment-settings.service';

@Controller('api/admin/payment-settings')
export class PaymentSettingsController {
  constructor(private readonly settings: PaymentSettingsService) {}

  @RequiresViewer('admin')
  @Get()
  view() {
    return this.settings.view();
  }

  @RequiresViewer('admin')
  @Post()
  @HttpCode(200)
  save(@Body() body: unknown) {
    return this.settings.save(validate(paymentSettingsSchema, body));
  }
}

import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Identity, type InternalIdentity, RequiresViewer } from '@newsroom/nest-common';
import { PaymentsService } from './payments.service';

@Controller('api')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @RequiresViewer('user')
  @Get('subscription/product-info')
  productInfo() {
    return this.payments.productInfo();
  }

  @RequiresViewer('user')
  @Post('create-payment-links')
  @HttpCode(200)
  paymentLinks(@Identity() identity: InternalIdentity) {
    return this.payments.paymentLinks(identity.user!.id);
  }
}

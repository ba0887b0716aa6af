import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { checkoutSchema } from '@newsroom/contracts';
import { Identity, type InternalIdentity, ParseIdPipe, RequiresViewer, validate } from '@newsroom/nest-common';
import { CheckoutService } from './checkout.service';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly checkout: CheckoutService,
  ) {}

  @RequiresViewer('user')
  @Get('api/subscription/status')
  status(@Identity() identity: InternalIdentity) {
    return this.subscriptions.status(identity.user!.id);
  }

  @RequiresViewer('user')
  @Post('api/activate-manual-trial')
  @HttpCode(200)
  activateTrial(@Identity() identity: InternalIdentity) {
    return this.subscriptions.activateTrial(identity.user!.id);
  }

  @RequiresViewer('user')
  @Post('api/subscription/cancel')
  @HttpCode(200)
  cancel(@Identity() identity: InternalIdentity) {
    return this.subscriptions.cancel(identity.user!.id);
  }

  @RequiresViewer('user')
  @Post('api/subscription/refresh')
  @HttpCode(200)
  refresh(@Identity() identity: InternalIdentity) {
    return this.subscriptions.refresh(identity.user!.id);
  }

  /** Starts the card payment step: answers the secret /checkout confirms. */
  @RequiresViewer('user')
  @Post('api/subscription/checkout')
  @HttpCode(200)
  startCheckout(@Identity() identity: InternalIdentity, @Body() body: unknown) {
    return this.checkout.start(identity.user!.id, validate(checkoutSchema, body));
  }

  /** For the gateway's access decision: any signed identity may ask. */
  @Get('internal/subscription-status/:userId')
  async internalStatus(@Param('userId', ParseIdPipe) userId: number) {
    const { status } = await this.subscriptions.status(userId);
    return { status };
  }
}

import { Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { Identity, type InternalIdentity, RequiresViewer } from '@newsroom/nest-common';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

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

  /** For the gateway's access decision: any signed identity may ask. */
  @Get('internal/subscription-status/:userId')
  async internalStatus(@Param('userId', ParseIntPipe) userId: number) {
    const { status } = await this.subscriptions.status(userId);
    return { status };
  }
}

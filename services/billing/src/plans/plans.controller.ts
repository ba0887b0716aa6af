import { Controller, Get, Query } from '@nestjs/common';
import { Identity, type InternalIdentity, RequiresViewer } from '@newsroom/nest-common';
import { PlansService, toPlanView } from './plans.service';

@Controller('api')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  /** Active plans; an admin may ask for all (`?all=true`) to manage inactive ones too. */
  @RequiresViewer('user')
  @Get('subscription-plans')
  async list(@Identity() identity: InternalIdentity, @Query('all') all?: string) {
    const everything = all === 'true' && identity.user?.role === 'admin';
    const plans = everything ? await this.plans.listAll() : await this.plans.listActive();
    return plans.map(toPlanView);
  }
}

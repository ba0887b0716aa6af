import { Controller, Get } from '@nestjs/common';
import { RequiresViewer } from '@newsroom/nest-common';
import { PlansService } from './plans.service';

@Controller('api')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @RequiresViewer('user')
  @Get('subscription-plans')
  async list() {
    const plans = await this.plans.listActive();
    return plans.map(({ id, name, description, price, features, active }) => ({
      id,
      name,
      description,
      price,
      features,
      active,
    }));
  }
}

import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { planSchema } from '@newsroom/contracts';
import { ParseIdPipe, RequiresViewer, validate } from '@newsroom/nest-common';
import { PlansService, toPlanView } from './plans.service';

@Controller('api/admin/subscription-plans')
export class AdminPlansController {
  constructor(private readonly plans: PlansService) {}

  @RequiresViewer('admin')
  @Post()
  async create(@Body() body: unknown) {
    return toPlanView(await this.plans.create(validate(planSchema, body)));
  }

  @RequiresViewer('admin')
  @Patch(':id')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: unknown) {
    return toPlanView(await this.plans.update(id, validate(planSchema, body)));
  }

  @RequiresViewer('admin')
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.plans.remove(id);
    return { success: true };
  }
}

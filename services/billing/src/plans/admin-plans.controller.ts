import { Body, Controller, Delete, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { planSchema } from '@newsroom/contracts';
import { RequiresViewer, validate } from '@newsroom/nest-common';
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
  async update(@Param('id', ParseIntPipe) id: number, @Body() body: unknown) {
    return toPlanView(await this.plans.update(id, validate(planSchema, body)));
  }

  @RequiresViewer('admin')
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id', ParseIntPipe) id: number) {
    await this.plans.remove(id);
    return { success: true };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { adminTrainingSchema, adminTrainingUpdateSchema, trainingSubmissionSchema } from '@newsroom/contracts';
import {
  Identity,
  type InternalIdentity,
  ParseIdPipe,
  RequiresViewer,
  isGranted,
  validate,
} from '@newsroom/nest-common';
import { TrainingService } from './training.service';
import { toAdminTrainingItemView as forAdmin, toTrainingItemView } from './utils/training-view.util';

@Controller('api/training')
export class TrainingController {
  constructor(private readonly training: TrainingService) {}

  /** The hub: premium items come locked unless the gateway granted premium-training. */
  @RequiresViewer('user')
  @Get()
  async list(@Identity() identity: InternalIdentity) {
    const premiumAccess = isGranted(identity, 'premium-training');
    return (await this.training.listPublished()).map((item) => toTrainingItemView(item, { premiumAccess }));
  }

  /** The hub's Submit Content tab (admin only, spec section 2): stored pending, for review. */
  @RequiresViewer('admin')
  @Post()
  async submit(@Identity() identity: InternalIdentity, @Body() body: unknown) {
    return forAdmin(await this.training.submit(validate(trainingSubmissionSchema, body), identity.user!.id));
  }

  @RequiresViewer('admin')
  @Get('all')
  async listAll() {
    return (await this.training.listAll()).map(forAdmin);
  }

  @RequiresViewer('admin')
  @Post('admin')
  async create(@Identity() identity: InternalIdentity, @Body() body: unknown) {
    return forAdmin(await this.training.create(validate(adminTrainingSchema, body), identity.user!.id));
  }

  @RequiresViewer('admin')
  @Patch(':id')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: unknown) {
    return forAdmin(await this.training.update(id, validate(adminTrainingUpdateSchema, body)));
  }

  @RequiresViewer('admin')
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.training.remove(id);
    return { success: true };
  }
}

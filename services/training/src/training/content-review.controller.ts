import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { contentReviewSchema } from '@newsroom/contracts';
import { ParseIdPipe, RequiresViewer, validate } from '@newsroom/nest-common';
import { TrainingService } from './training.service';
import { toAdminTrainingItemView as forAdmin } from './utils/training-view.util';

/** Content Approval (the admin area): the queue of submissions and the approve / reject action. */
@Controller('api/admin')
export class ContentReviewController {
  constructor(private readonly training: TrainingService) {}

  @RequiresViewer('admin')
  @Get('pending-content')
  async pending() {
    return (await this.training.listPending()).map(forAdmin);
  }

  @RequiresViewer('admin')
  @Patch('content/:id')
  async review(@Param('id', ParseIdPipe) id: number, @Body() body: unknown) {
    return forAdmin(await this.training.review(id, validate(contentReviewSchema, body)));
  }
}

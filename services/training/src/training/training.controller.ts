import { Controller, Get } from '@nestjs/common';
import { RequiresViewer } from '@newsroom/nest-common';
import { TrainingService } from './training.service';

@Controller('api/training')
export class TrainingController {
  constructor(private readonly training: TrainingService) {}

  @RequiresViewer('user')
  @Get()
  list() {
    return this.training.listPublished();
  }
}

import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { Identity, type InternalIdentity, RequiresViewer } from '@newsroom/nest-common';
import { GenerationJobsService } from '../jobs/generation-jobs.service';
import { JobName } from '../queue/generation-queue';

/** For on-call: sends a ping through the queue and says which worker answered, and how fast. */
@Controller('api/admin/generation')
export class QueueHealthController {
  constructor(private readonly jobs: GenerationJobsService) {}

  @RequiresViewer('admin')
  @Get('health')
  async health(@Identity() identity: InternalIdentity, @Query('holdMs') holdParam?: string) {
    const holdMs = holdParam === undefined ? 0 : Number(holdParam);
    if (!Number.isInteger(holdMs) || holdMs < 0 || holdMs > 10_000) {
      throw new BadRequestException('holdMs must be a whole number of milliseconds from 0 to 10000');
    }
    const started = Date.now();
    const [workers, answer] = await Promise.all([
      this.jobs.workerCount(),
      this.jobs.run({
        name: JobName.Ping,
        payload: { sentAt: started, holdMs },
        requestId: identity.requestId,
        userId: identity.user?.id ?? null,
        history: { tool: JobName.Ping },
      }),
    ]);
    return {
      workers,
      answeredBy: answer.worker,
      pickedUpAfterMs: answer.pickedUpAfterMs,
      roundTripMs: Date.now() - started,
    };
  }
}

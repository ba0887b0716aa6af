import { Controller, Get } from '@nestjs/common';
import type { UsageCounts } from '@newsroom/contracts';
import { Identity, type InternalIdentity, RequiresViewer } from '@newsroom/nest-common';
import { RunHistoryService } from '../runs/run-history.service';

/** Profile's usage figures, counted from the user's finished runs. */
@Controller('api/generation')
@RequiresViewer('user')
export class UsageController {
  constructor(private readonly runs: RunHistoryService) {}

  @Get('usage')
  async usage(@Identity() who: InternalIdentity): Promise<UsageCounts> {
    const userId = who.user!.id;
    const [scriptsSimplified, vosotsGenerated, articlesCreated] = await Promise.all([
      this.runs.countFor(userId, 'simplify'),
      this.runs.countFor(userId, 'vosot'),
      this.runs.countFor(userId, 'article'),
    ]);
    return { scriptsSimplified, vosotsGenerated, articlesCreated };
  }
}

import { bootstrapService } from '@newsroom/nest-common';
import { generationApiModule } from './api.module';
import { loadGenerationApiConfig } from './config/generation.config';
import { GenerationJobsService } from './jobs/generation-jobs.service';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './ops/queue-dashboard';

const config = loadGenerationApiConfig();

void bootstrapService({
  name: 'generation',
  module: generationApiModule(config),
  config,
  configure: (app) =>
    app.use(
      QUEUE_DASHBOARD_PATH,
      ...queueDashboard(app.get(GenerationJobsService).dashboardQueue, config.INTERNAL_TOKEN_SECRET),
    ),
});

import { Inject, Injectable, Logger } from '@nestjs/common';
import { subscriptionChangedChannel } from '@newsroom/contracts';
import { REDIS, type Redis } from '@newsroom/nest-common';
import { BILLING_CONFIG } from '../config/billing-config.module';
import type { BillingConfig } from '../config/billing.config';

/**
 * Tells the gateway (Redis pub/sub) that a user's status changed, so access follows at once
 * instead of after its cache expires. A failed publish only delays that by the cache's lifetime.
 */
@Injectable()
export class SubscriptionChangeNotifier {
  private readonly logger = new Logger(SubscriptionChangeNotifier.name);
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(BILLING_CONFIG) config: Pick<BillingConfig, 'REDIS_PREFIX'>,
  ) {
    this.channel = subscriptionChangedChannel(config.REDIS_PREFIX);
  }

  async changed(userId: number): Promise<void> {
    try {
      await this.redis.publish(this.channel, String(userId));
    } catch (error) {
      this.logger.warn(`Could not announce a subscription change for user ${userId}: ${String(error)}`);
    }
  }
}

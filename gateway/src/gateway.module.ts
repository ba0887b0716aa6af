import { Module } from '@nestjs/common';
import type { ServiceName } from '@newsroom/contracts';
import { RedisModule, createRedis } from '@newsroom/nest-common';
import type { GatewayConfig } from './config/gateway.config';
import { GatewayHealthController, UPSTREAMS } from './health/gateway-health.controller';
import { BillingSubscriptionStatus, SUBSCRIPTION_STATUS } from './identity/subscription-status.source';
import type { Upstream } from './proxy/upstream-proxy';
import { REMOTES_MANIFEST, RemotesController } from './remotes/remotes.controller';

export function upstreamsFrom(config: GatewayConfig): Record<ServiceName, Upstream> {
  return {
    auth: { name: 'auth', url: config.AUTH_SERVICE_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS },
    generation: { name: 'generation', url: config.GENERATION_SERVICE_URL, timeoutMs: config.GENERATION_TIMEOUT_MS },
    billing: { name: 'billing', url: config.BILLING_SERVICE_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS },
    training: { name: 'training', url: config.TRAINING_SERVICE_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS },
  };
}

export function gatewayModule(config: GatewayConfig) {
  @Module({
    imports: [RedisModule.forRoot(() => ({ url: config.REDIS_URL, name: 'gateway', keyPrefix: config.REDIS_PREFIX }))],
    controllers: [GatewayHealthController, RemotesController],
    providers: [
      { provide: UPSTREAMS, useValue: upstreamsFrom(config) },
      {
        provide: SUBSCRIPTION_STATUS,
        useFactory: () => {
          const source = new BillingSubscriptionStatus(
            config.BILLING_SERVICE_URL,
            config.INTERNAL_TOKEN_SECRET,
            config.SUBSCRIPTION_CACHE_MS,
          );
          // Its own connection (a subscribed client runs no other command); channels are named in full, so no
          // key prefix; no command timeout, so a Redis that is down at boot delays the subscription, not the gateway.
          const subscriber = createRedis(config.REDIS_URL, {
            name: 'gateway-subscriptions',
            commandTimeout: undefined,
          });
          source.listen(subscriber, config.REDIS_PREFIX).catch(() => undefined);
          return source;
        },
      },
      {
        provide: REMOTES_MANIFEST,
        useValue: {
          tools: config.TOOLS_REMOTE_URL,
          admin: config.ADMIN_REMOTE_URL,
          supportEmail: config.SUPPORT_EMAIL,
        },
      },
    ],
  })
  class GatewayModule {}
  return GatewayModule;
}

import { Module } from '@nestjs/common';
import type { ServiceName } from '@newsroom/contracts';
import { RedisModule } from '@newsroom/nest-common';
import type { GatewayConfig } from './config/gateway.config';
import { GatewayHealthController, UPSTREAMS } from './health/gateway-health.controller';
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

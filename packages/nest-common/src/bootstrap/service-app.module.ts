import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { DatabaseModule, type ServiceDatabaseOptions } from '../database';
import { HealthModule } from '../health';
import { REDIS, RedisModule } from '../redis';

export interface ServiceAppOptions {
  name: string;
  database: ServiceDatabaseOptions;
  redis: { url: string; keyPrefix: string };
  imports: Array<Type | DynamicModule>;
}

/**
 * The root module every service shares: its own Postgres schema (migrated at start), one Redis
 * client, `/health` and `/ready` (Postgres and Redis answer), then the service's feature modules.
 */
export function serviceAppModule(options: ServiceAppOptions): Type {
  @Module({
    imports: [
      DatabaseModule.forRoot(() => options.database),
      RedisModule.forRoot(() => ({ ...options.redis, name: options.name })),
      HealthModule.register({
        service: options.name,
        inject: [DataSource, REDIS],
        checks: (db: DataSource, redis: Redis) => [
          { name: 'postgres', check: () => db.query('SELECT 1') },
          { name: 'redis', check: () => redis.ping() },
        ],
      }),
      ...options.imports,
    ],
  })
  class ServiceAppModule {}
  Object.defineProperty(ServiceAppModule, 'name', {
    value: `${options.name[0].toUpperCase()}${options.name.slice(1)}AppModule`,
  });
  return ServiceAppModule;
}

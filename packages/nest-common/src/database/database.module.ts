import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ServiceDatabaseOptions, openServiceDatabase, serviceDataSourceOptions } from './data-source';

/**
 * The service's own Postgres schema, migrated at start (under a lock, so replicas can start
 * together). Repositories come from `TypeOrmModule.forFeature` as usual.
 */
@Module({})
export class DatabaseModule {
  static forRoot(useFactory: () => ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...serviceDataSourceOptions(useFactory()), manualInitialization: false }),
          dataSourceFactory: async () => openServiceDatabase(useFactory()),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}

export { DataSource };

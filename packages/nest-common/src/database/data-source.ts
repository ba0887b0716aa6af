import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

export interface ServiceDatabaseOptions {
  url: string;
  /** The Postgres schema the service owns: its tables and its migrations table live there. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** Only tests may build tables straight from the entities. */
  synchronize?: boolean;
  applicationName?: string;
}

export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Bad schema name "${options.schema}"`);
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: options.synchronize === true && process.env.NODE_ENV === 'test',
    applicationName: options.applicationName,
    // Unqualified names in migrations and queries resolve to the service's own schema.
    extra: { max: 10, connectionTimeoutMillis: 5_000, options: `-c search_path=${options.schema}` },
  };
}

/**
 * Creates the schema and applies pending migrations. Several replicas may start at once, so the
 * work happens under a Postgres advisory lock named for the schema.
 */
export async function migrateSchema(dataSource: DataSource, schema: string): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${schema}`]).catch(() => undefined);
    await runner.release();
  }
}

/** Opens a data source and brings its schema up to date. */
export async function openServiceDatabase(options: ServiceDatabaseOptions): Promise<DataSource> {
  const dataSource = new DataSource(serviceDataSourceOptions(options));
  await dataSource.initialize();
  try {
    await migrateSchema(dataSource, options.schema);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

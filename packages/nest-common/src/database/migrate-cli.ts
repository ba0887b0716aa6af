import { DataSource } from 'typeorm';
import { type ServiceDatabaseOptions, migrateSchema, serviceDataSourceOptions } from './data-source';

/** `node dist/migrate.js`: applies a service's pending migrations and says which. */
export function runMigrationsCli(service: string, options: () => ServiceDatabaseOptions) {
  const run = async () => {
    const db = options();
    const dataSource = new DataSource(serviceDataSourceOptions(db));
    await dataSource.initialize();
    try {
      const applied = await migrateSchema(dataSource, db.schema);
      process.stdout.write(
        applied.length
          ? `${service}: applied ${applied.join(', ')}\n`
          : `${service}: schema "${db.schema}" is up to date\n`,
      );
    } finally {
      await dataSource.destroy();
    }
  };
  run().catch((error: unknown) => {
    process.stderr.write(`${service}: migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

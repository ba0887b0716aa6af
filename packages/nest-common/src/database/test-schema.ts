import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { type ServiceDatabaseOptions, openServiceDatabase } from './data-source';

/**
 * For integration specs: a service's database in a fresh schema of its own (migrated as at start),
 * and a `drop` that removes the schema again. Several specs can run at once without meeting.
 */
export async function openTestSchemaDatabase(
  database: (env: { DATABASE_URL: string; DB_SCHEMA: string }) => ServiceDatabaseOptions,
  service: string,
): Promise<{ db: DataSource; drop: () => Promise<void> }> {
  const schema = `${service}_it_${randomBytes(4).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const db = await openServiceDatabase(database({ DATABASE_URL: url, DB_SCHEMA: schema }));
  return {
    db,
    drop: async () => {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.destroy();
    },
  };
}

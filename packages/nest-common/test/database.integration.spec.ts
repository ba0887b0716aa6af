import { randomBytes } from 'node:crypto';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { migrateSchema, openServiceDatabase, serviceDataSourceOptions } from '../src/database';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

class CreateNotes1700000000000 implements MigrationInterface {
  name = 'CreateNotes1700000000000';
  async up(q: QueryRunner) {
    // Unqualified on purpose: it must land in the service's schema, not in public.
    await q.query(`CREATE TABLE "notes" ("id" SERIAL PRIMARY KEY, "body" text NOT NULL)`);
  }
  async down(q: QueryRunner) {
    await q.query(`DROP TABLE "notes"`);
  }
}

describe('service databases', () => {
  const schema = `it_${randomBytes(4).toString('hex')}`;
  const options = { url: DATABASE_URL, schema, entities: [], migrations: [CreateNotes1700000000000] };
  const admin = new DataSource({ type: 'postgres', url: DATABASE_URL });

  beforeAll(() => admin.initialize());
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.destroy();
  });

  it('creates the schema and puts the tables of its migrations inside it', async () => {
    const db = await openServiceDatabase(options);
    await db.destroy();
    const tables = await admin.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`,
      [schema],
    );
    expect(tables.map((t: { table_name: string }) => t.table_name)).toEqual(['migrations', 'notes']);
  });

  it('applies each migration once, even when replicas start together', async () => {
    const replicas = await Promise.all(
      [1, 2, 3].map(async () => {
        const db = new DataSource(serviceDataSourceOptions(options));
        await db.initialize();
        const applied = await migrateSchema(db, schema);
        await db.destroy();
        return applied;
      }),
    );
    expect(replicas.flat()).toEqual([]);
    const [{ count }] = await admin.query(`SELECT count(*)::int AS count FROM "${schema}"."migrations"`);
    expect(count).toBe(1);
  });

  it('never synchronizes outside tests', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(serviceDataSourceOptions({ ...options, synchronize: true }).synchronize).toBe(false);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});

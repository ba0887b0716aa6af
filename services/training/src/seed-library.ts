import { loadConfig, openServiceDatabase } from '@newsroom/nest-common';
import { trainingEnvSchema } from './config/training.config';
import { trainingDatabase } from './database/training-database';
import { STARTER_LIBRARY_SEED, seedStarterLibrary } from './seed/seed-starter-library';
import { STARTER_LIBRARY } from './seed/starter-library';

/**
 * `node services/training/dist/seed-library.js`: migrates the training schema and seeds the starter
 * library once (run by `npm start` after the admin account). Safe to run again: it then does nothing.
 */
const seedEnv = trainingEnvSchema.pick({ DATABASE_URL: true, DB_SCHEMA: true });

async function main() {
  const config = loadConfig('seed-library', seedEnv);
  const db = await openServiceDatabase(trainingDatabase(config));
  try {
    const inserted = await seedStarterLibrary(db);
    const line = !STARTER_LIBRARY.length
      ? 'The starter training library is empty; nothing to seed.'
      : inserted
        ? `Seeded the starter training library (${STARTER_LIBRARY_SEED}): ${inserted} items.`
        : `The starter training library (${STARTER_LIBRARY_SEED}) was seeded before; left as it is.`;
    process.stdout.write(`${line}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed-library failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

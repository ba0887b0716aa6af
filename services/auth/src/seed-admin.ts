import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { loadConfig, openServiceDatabase } from '@newsroom/nest-common';
import { authEnvSchema } from './config/auth.config';
import { authDatabase } from './database/auth-database';
import { UserEntity } from './users/entities/user.entity';
import { hashPassword } from './users/utils/password.util';

/**
 * Makes sure an admin account exists (run by `npm start` after migrations). With no
 * ADMIN_PASSWORD it generates one and prints it once; an existing account is left alone.
 */
const seedEnv = authEnvSchema.extend({
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  ADMIN_EMAIL: z.email('must be a valid email address').optional(),
});

async function main() {
  const config = loadConfig('seed-admin', seedEnv);
  const db = await openServiceDatabase(authDatabase(config));
  try {
    const users = db.getRepository(UserEntity);
    const existing = await users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:name)', { name: config.ADMIN_USERNAME })
      .getOne();
    if (existing) {
      process.stdout.write(`Admin account "${existing.username}" already exists.\n`);
      return;
    }
    const generated = !config.ADMIN_PASSWORD;
    const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    await users.insert({
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL ?? `${config.ADMIN_USERNAME.toLowerCase()}@newsroom.local`,
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    if (generated) {
      process.stdout.write(
        [
          '',
          '  Created the admin account. This password is shown once; keep it:',
          `    username: ${config.ADMIN_USERNAME}`,
          `    password: ${password}`,
          '',
        ].join('\n') + '\n',
      );
    } else {
      process.stdout.write(`Created admin account "${config.ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.\n`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed-admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import type { DataSource } from 'typeorm';
import { UserEntity } from '../../src/users/entities/user.entity';

let next = 0;

/** A user written straight to the table (no password that signs in), as registration leaves one. */
export async function insertUser(db: DataSource, overrides: Partial<UserEntity> = {}): Promise<UserEntity> {
  const users = db.getRepository(UserEntity);
  const username = overrides.username ?? `reporter_${String(next++).padStart(3, '0')}`;
  return users.save(
    users.create({
      username,
      email: `${username.toLowerCase()}@newsroom.test`,
      role: 'user',
      passwordHash: 'not-a-login',
      ...overrides,
    }),
  );
}

/** Several users at once, named by `name(i)`. */
export async function insertUsers(db: DataSource, count: number, name: (i: number) => string) {
  const created: UserEntity[] = [];
  for (let i = 0; i < count; i++) created.push(await insertUser(db, { username: name(i) }));
  return created;
}

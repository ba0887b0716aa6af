import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Role } from '@newsroom/contracts';

/** What a server-side session holds: enough for the gateway to sign an identity without a hop to auth. */
export interface SessionData {
  userId: number;
  username: string;
  role: Role;
  createdAt: number;
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions live in Redis under `sess:<id>`; `user-sessions:<userId>` indexes them, so that a role
 * change or a sign-out everywhere reaches every session of a user at once. Auth writes them; the
 * gateway reads them on every request. The client (see createRedis) adds the run's key prefix.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  async create(user: { id: number; username: string; role: Role }): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const data: SessionData = { userId: user.id, username: user.username, role: user.role, createdAt: Date.now() };
    await this.redis
      .multi()
      .set(this.key(id), JSON.stringify(data), 'EX', this.ttlSeconds)
      .sadd(this.userKey(user.id), id)
      .expire(this.userKey(user.id), this.ttlSeconds)
      .exec();
    return id;
  }

  async get(id: string | undefined): Promise<SessionData | null> {
    if (!id || !SESSION_ID.test(id)) return null;
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionData;
    } catch {
      return null;
    }
  }

  async destroy(id: string): Promise<void> {
    const session = await this.get(id);
    const tx = this.redis.multi().del(this.key(id));
    if (session) tx.srem(this.userKey(session.userId), id);
    await tx.exec();
  }

  /** Rewrites every live session of a user (a role or username change is seen on the next request). */
  async updateUser(userId: number, patch: Partial<Pick<SessionData, 'username' | 'role'>>): Promise<void> {
    const ids = await this.redis.smembers(this.userKey(userId));
    for (const id of ids) {
      const session = await this.get(id);
      if (!session) {
        await this.redis.srem(this.userKey(userId), id);
        continue;
      }
      await this.redis.set(this.key(id), JSON.stringify({ ...session, ...patch }), 'KEEPTTL');
    }
  }

  private key(id: string) {
    return `sess:${id}`;
  }
  private userKey(userId: number) {
    return `user-sessions:${userId}`;
  }
}

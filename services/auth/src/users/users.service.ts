import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, QueryFailedError, type Repository } from 'typeorm';
import { AUTH_MESSAGES, type AdminUsersQuery, type RegisterRequest, type Role } from '@newsroom/contracts';
import { RetryLaterException } from '@newsroom/nest-common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { UserEntity } from './entities/user.entity';
import { HashGate, HashGateFullError } from './utils/hash-gate';
import { LIKE_ESCAPE, containsPattern } from './utils/contains-pattern.util';
import { hashPassword, verifyPassword } from './utils/password.util';

export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'Email is already registered';
export const LAST_ADMIN = 'Cannot remove the last admin';
export const USER_NOT_FOUND = 'User not found';
export const SIGN_IN_BUSY = 'Sign-in is busy right now. Try again in a moment.';

/** Maps a unique-index violation to the message the caller should see. */
function conflictFrom(error: unknown): ConflictException | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return new ConflictException(constraint === 'users_email_ci' ? EMAIL_TAKEN : USERNAME_TAKEN);
}

@Injectable()
export class UsersService {
  private readonly hashing: HashGate;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.hashing = new HashGate(config.HASH_CONCURRENCY, config.HASH_QUEUE);
  }

  /** Password work through the gate; a full gate is "busy, come back in a second", at once. */
  private async hash<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.hashing.run(work);
    } catch (error) {
      if (error instanceof HashGateFullError) throw new RetryLaterException(SIGN_IN_BUSY, 1);
      throw error;
    }
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * One page of the users whose username or email contains `search` (any case, `%` and `_` taken
   * literally), by username without regard to case, then id; and how many match in all.
   */
  async page({ page, pageSize, search }: AdminUsersQuery): Promise<{ users: UserEntity[]; total: number }> {
    const query = this.users.createQueryBuilder('u');
    if (search) {
      const pattern = containsPattern(search);
      query.where(
        new Brackets((match) =>
          match
            .where(`u.username ILIKE :pattern ESCAPE '${LIKE_ESCAPE}'`, { pattern })
            .orWhere(`u.email ILIKE :pattern ESCAPE '${LIKE_ESCAPE}'`, { pattern }),
        ),
      );
    }
    const [users, total] = await query
      .orderBy('lower(u.username)', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    return { users, total };
  }

  /** Usernames are unique without regard to case; so are emails. The hash is made first, so a taken name costs the same time. */
  async register(request: RegisterRequest): Promise<UserEntity> {
    const passwordHash = await this.hash(() => hashPassword(request.password));
    try {
      return await this.users.save(
        this.users.create({ username: request.username, email: request.email, role: 'user', passwordHash }),
      );
    } catch (error) {
      // Which of the two is taken stays unsaid: sign-up is no directory of accounts.
      if (conflictFrom(error)) throw new ConflictException(AUTH_MESSAGES.registrationTaken);
      throw error;
    }
  }

  /** The user, if the password is theirs. The same work is done for an unknown name (no timing hint). */
  async checkCredentials(username: string, password: string): Promise<UserEntity | null> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
    const ok = await this.hash(() => verifyPassword(password, user?.passwordHash ?? DUMMY_HASH));
    return user && ok ? user : null;
  }

  async updateEmail(id: number, email: string): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    try {
      await this.users.update({ id }, { email });
    } catch (error) {
      throw conflictFrom(error) ?? error;
    }
    return { ...user, email };
  }

  /** Changes a role; demoting the last admin is refused (checked under a lock, so two demotions cannot race). */
  async updateRole(id: number, role: Role): Promise<UserEntity> {
    return this.users.manager.transaction(async (tx) => {
      const admins = await tx
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.role = :role', { role: 'admin' })
        .getMany();
      const user = await tx.getRepository(UserEntity).findOneBy({ id });
      if (!user) throw new NotFoundException(USER_NOT_FOUND);
      if (user.role === 'admin' && role !== 'admin' && admins.length <= 1) throw new ConflictException(LAST_ADMIN);
      await tx.getRepository(UserEntity).update({ id }, { role });
      return { ...user, role };
    });
  }
}

// A real hash of a random password, so that checking an unknown username costs what a known one does.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64, 1).toString('base64');

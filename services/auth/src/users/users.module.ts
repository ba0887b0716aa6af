import { DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { REDIS, SessionStore } from '@newsroom/nest-common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { AuthController } from '../login/auth.controller';
import { throttlerOptions } from '../login/address-throttler.guard';
import { LocalStrategy } from '../login/local.strategy';
import { LoginThrottleService } from '../login/login-throttle.service';
import { AdminUsersController } from './admin-users.controller';
import { UserEntity } from './entities/user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Accounts: users, sign-in, sessions, roles. */
@Module({})
export class UsersModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: UsersModule,
      imports: [
        TypeOrmModule.forFeature([UserEntity]),
        PassportModule,
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          useFactory: (redis: Redis) => throttlerOptions(config, redis),
        }),
      ],
      controllers: [UsersController, AuthController, AdminUsersController],
      providers: [
        UsersService,
        LoginThrottleService,
        LocalStrategy,
        { provide: AUTH_CONFIG, useValue: config },
        {
          provide: SessionStore,
          useFactory: (redis: Redis) => new SessionStore(redis, config.SESSION_TTL_SECONDS),
          inject: [REDIS],
        },
      ],
    };
  }
}

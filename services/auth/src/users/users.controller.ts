import { Controller, Get, UnauthorizedException } from '@nestjs/common';
import type { UserView } from '@newsroom/contracts';
import { Identity, type InternalIdentity } from '@newsroom/nest-common';
import { toUserView } from './entities/user.entity';
import { UsersService } from './users.service';

@Controller('api')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The current user; 401 when signed out (the web client reads that as "no user"). */
  @Get('user')
  async currentUser(@Identity() identity: InternalIdentity): Promise<UserView> {
    const user = identity.user && (await this.users.findById(identity.user.id));
    if (!user) throw new UnauthorizedException('Not authenticated');
    return toUserView(user);
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Post, UnauthorizedException, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { type UpdateProfileResponse, type UserView, updateProfileSchema } from '@newsroom/contracts';
import { Identity, type InternalIdentity, RequiresViewer, validate } from '@newsroom/nest-common';
import { AddressThrottlerGuard } from '../login/address-throttler.guard';
import { toUserView } from './entities/user.entity';
import { UsersService } from './users.service';

@Controller('api')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The current user; 401 when signed out (the web client reads that as "no user"); public, so limited. */
  @Get('user')
  @UseGuards(AddressThrottlerGuard)
  @SkipThrottle({ register: true })
  async currentUser(@Identity() identity: InternalIdentity): Promise<UserView> {
    const user = identity.user && (await this.users.findById(identity.user.id));
    if (!user) throw new UnauthorizedException('Not authenticated');
    return { ...toUserView(user), ...(identity.fullAccess ? { fullAccess: true } : {}) };
  }

  /** A user changes their own email, and nothing else. */
  @RequiresViewer('user')
  @Post('user/update-profile')
  @HttpCode(HttpStatus.OK)
  async updateProfile(@Identity() identity: InternalIdentity, @Body() body: unknown): Promise<UpdateProfileResponse> {
    const { email } = validate(updateProfileSchema, body);
    const user = await this.users.updateEmail(identity.user!.id, email);
    return { success: true, user: toUserView(user) };
  }
}

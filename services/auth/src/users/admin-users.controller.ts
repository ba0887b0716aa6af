import { Body, Controller, Get, Param, ParseIntPipe, Patch } from '@nestjs/common';
import { type UserView, updateEmailSchema, updateRoleSchema } from '@newsroom/contracts';
import { RequiresViewer, SessionStore, validate } from '@newsroom/nest-common';
import { toUserView } from './entities/user.entity';
import { UsersService } from './users.service';

/** Admin user management: never any password data in an answer. */
@RequiresViewer('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
  ) {}

  @Get()
  async list(): Promise<UserView[]> {
    return (await this.users.list()).map(toUserView);
  }

  /** The new role reaches the user's live sessions, so it applies on their next request. */
  @Patch(':id')
  async updateRole(@Param('id', ParseIntPipe) id: number, @Body() body: unknown): Promise<UserView> {
    const { role } = validate(updateRoleSchema, body);
    const user = await this.users.updateRole(id, role);
    await this.sessions.updateUser(id, { role });
    return toUserView(user);
  }

  @Patch(':id/email')
  async updateEmail(@Param('id', ParseIntPipe) id: number, @Body() body: unknown): Promise<UserView> {
    const { email } = validate(updateEmailSchema, body);
    return toUserView(await this.users.updateEmail(id, email));
  }
}

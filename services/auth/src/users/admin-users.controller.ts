import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  TOTAL_COUNT_HEADER,
  type UserView,
  adminUsersQuerySchema,
  updateEmailSchema,
  updateRoleSchema,
} from '@newsroom/contracts';
import { ParseIdPipe, RequiresViewer, SessionStore, validate } from '@newsroom/nest-common';
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

  /** One page of users (`?page=&pageSize=&search=`); the number matching in all goes in a header. */
  @Get()
  async list(@Query() query: unknown, @Res({ passthrough: true }) res: Response): Promise<UserView[]> {
    const { users, total } = await this.users.page(validate(adminUsersQuerySchema, query));
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    return users.map(toUserView);
  }

  /** The new role reaches the user's live sessions, so it applies on their next request. */
  @Patch(':id')
  async updateRole(@Param('id', ParseIdPipe) id: number, @Body() body: unknown): Promise<UserView> {
    const { role } = validate(updateRoleSchema, body);
    const user = await this.users.updateRole(id, role);
    await this.sessions.updateUser(id, { role });
    return toUserView(user);
  }

  @Patch(':id/email')
  async updateEmail(@Param('id', ParseIdPipe) id: number, @Body() body: unknown): Promise<UserView> {
    const { email } = validate(updateEmailSchema, body);
    return toUserView(await this.users.updateEmail(id, email));
  }
}

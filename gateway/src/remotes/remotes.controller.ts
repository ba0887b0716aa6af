import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RemotesManifest } from '@newsroom/contracts';

export const REMOTES_MANIFEST = Symbol('REMOTES_MANIFEST');

/** Where the shell finds each remote: set at deploy time (TOOLS_REMOTE_URL, ADMIN_REMOTE_URL). */
@Controller()
export class RemotesController {
  constructor(@Inject(REMOTES_MANIFEST) private readonly manifest: RemotesManifest) {}

  @Get('remotes.json')
  @Header('cache-control', 'no-cache')
  remotes(): RemotesManifest {
    return this.manifest;
  }
}

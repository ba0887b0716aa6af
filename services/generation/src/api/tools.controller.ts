import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { STREAM_ID_HEADER } from '@newsroom/contracts';
import { Identity, type InternalIdentity, RequiresViewer } from '@newsroom/nest-common';
import { ToolRunner } from '../jobs/tool-runner.service';

/**
 * The spec's copy-tool calls (section 7), paths and answer shapes word for word. Who may call
 * which tool (free vs premium) is decided by the gateway's access policy before a request gets here.
 */
@Controller('api')
@RequiresViewer('user')
export class ToolsController {
  constructor(private readonly tools: ToolRunner) {}

  @Post('process')
  @HttpCode(200)
  simplify(@Body() body: unknown, @Identity() who: InternalIdentity, @Headers(STREAM_ID_HEADER) stream?: string) {
    return this.tools.run('simplify', body, who, stream);
  }

  @Post('generate-vosot')
  @HttpCode(200)
  vosot(@Body() body: unknown, @Identity() who: InternalIdentity, @Headers(STREAM_ID_HEADER) stream?: string) {
    return this.tools.run('vosot', body, who, stream);
  }

  @Post('generate-tease')
  @HttpCode(200)
  tease(@Body() body: unknown, @Identity() who: InternalIdentity, @Headers(STREAM_ID_HEADER) stream?: string) {
    return this.tools.run('tease', body, who, stream);
  }

  @Post('generate-banner')
  @HttpCode(200)
  banner(@Body() body: unknown, @Identity() who: InternalIdentity, @Headers(STREAM_ID_HEADER) stream?: string) {
    return this.tools.run('banner', body, who, stream);
  }

  @Post('create-digital-article')
  @HttpCode(200)
  article(@Body() body: unknown, @Identity() who: InternalIdentity, @Headers(STREAM_ID_HEADER) stream?: string) {
    return this.tools.run('article', body, who, stream);
  }

  @Post('generate-social')
  @HttpCode(200)
  social(@Body() body: unknown, @Identity() who: InternalIdentity, @Headers(STREAM_ID_HEADER) stream?: string) {
    return this.tools.run('social', body, who, stream);
  }

  @Post('ai-career-coach')
  @HttpCode(200)
  coach(@Body() body: unknown, @Identity() who: InternalIdentity, @Headers(STREAM_ID_HEADER) stream?: string) {
    return this.tools.run('coach', body, who, stream);
  }
}

import { BadRequestException, Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { formatStreamEvent, STREAM_ID_PATTERN, type GenerationStreamEvent } from '@newsroom/contracts';
import { Identity, type InternalIdentity, RequiresViewer } from '@newsroom/nest-common';
import { progressChannel } from '../progress/progress-channel';
import { GenerationLimitsService } from '../limits/generation-limits.service';
import { ProgressHub } from '../progress/progress-hub.service';

export const STREAM_CONFIG = Symbol('STREAM_CONFIG');

export interface StreamConfig {
  prefix: string;
  /** A stream never outlives the longest a job may take. */
  maxOpenMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
}

/**
 * Server-sent events for one job a page is watching: its stages and, for an LLM, the copy as it is
 * written. A user only ever hears their own jobs: the channel carries the signed-in user's id.
 */
@Controller('api/generation')
@RequiresViewer('user')
export class ProgressController {
  constructor(
    private readonly hub: ProgressHub,
    private readonly limits: GenerationLimitsService,
    @Inject(STREAM_CONFIG) private readonly config: StreamConfig,
  ) {}

  @Get('progress/:streamId')
  async stream(
    @Param('streamId') streamId: string,
    @Identity() who: InternalIdentity,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    if (!STREAM_ID_PATTERN.test(streamId)) {
      throw new BadRequestException('Stream id must be 8 to 64 letters, digits or dashes');
    }
    const userId = who.user!.id;
    await this.limits.openStream(userId);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    let closed = false;
    let stop = () => {};
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), this.config.heartbeatMs);
    const deadline = setTimeout(() => end(), this.config.maxOpenMs);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(deadline);
      stop();
      res.end();
      void this.limits.closeStream(userId).catch(() => undefined);
    };
    req.on('close', end);
    try {
      stop = await this.hub.listen(progressChannel(this.config.prefix, userId, streamId), (message) => {
        const event = parseEvent(message);
        if (closed || !event) return;
        res.write(formatStreamEvent(event));
        if (event.type === 'done') end();
      });
    } catch {
      // No Redis, no progress: the page still gets its answer from the POST.
      end();
      return;
    }
    if (closed) stop();
    else res.write(': watching\n\n');
  }
}

/** A message the worker published (see ProgressPublisher); anything else on the channel is ignored. */
function parseEvent(message: string): GenerationStreamEvent | null {
  try {
    const event = JSON.parse(message) as { type?: unknown };
    return ['progress', 'text', 'done'].includes(event.type as string) ? (event as GenerationStreamEvent) : null;
  } catch {
    return null;
  }
}

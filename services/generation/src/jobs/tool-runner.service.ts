import { Injectable } from '@nestjs/common';
import {
  STREAM_ID_PATTERN,
  TOOL_REQUEST_SCHEMAS,
  toToolResponse,
  type GenerationTool,
  type ToolRequests,
  type ToolResponses,
} from '@newsroom/contracts';
import { type InternalIdentity, validate } from '@newsroom/nest-common';
import { GenerationLimitsService } from '../limits/generation-limits.service';
import type { ToolJobName } from '../queue/generation-queue';
import { GenerationJobsService } from './generation-jobs.service';

/** Request fields that hold the user's copy: the run history keeps their size, never their text. */
const TEXT_FIELDS = new Set([
  'script',
  'topic',
  'broadcastContent',
  'headline',
  'location',
  'newsContent',
  'user_question',
]);

function describeForHistory(tool: GenerationTool, request: object) {
  const options: Record<string, unknown> = {};
  let inputChars = 0;
  for (const [field, value] of Object.entries(request)) {
    if (TEXT_FIELDS.has(field)) inputChars += String(value).length;
    else options[field] = value;
  }
  return { tool, options, inputChars };
}

/**
 * One copy-tool call: validate with the shared schema (400 with the spec's messages), admit under
 * the user's limits (429), queue the job and wait for it, answer in the spec's shape for the call.
 */
@Injectable()
export class ToolRunner {
  constructor(
    private readonly jobs: GenerationJobsService,
    private readonly limits: GenerationLimitsService,
  ) {}

  async run<T extends GenerationTool>(
    tool: T,
    body: unknown,
    identity: InternalIdentity,
    streamId?: string,
  ): Promise<ToolResponses[T]> {
    const request = validate(TOOL_REQUEST_SCHEMAS[tool], body) as ToolRequests[T];
    // The gateway only lets signed-in users here; the guard checked the identity's signature.
    const userId = identity.user!.id;
    await this.limits.admit(userId);
    try {
      const output = await this.jobs.run({
        name: tool as unknown as ToolJobName,
        payload: request as never,
        requestId: identity.requestId,
        userId,
        streamId: streamId && STREAM_ID_PATTERN.test(streamId) ? streamId : undefined,
        history: describeForHistory(tool, request),
      });
      return toToolResponse(tool, request, output);
    } finally {
      await this.limits.release(userId);
    }
  }
}

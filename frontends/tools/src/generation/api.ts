import {
  GENERATION_FALLBACKS,
  STREAM_ID_HEADER,
  TOOL_PATHS,
  type ArticleRequest,
  type BannerRequest,
  type CoachRequest,
  type CoachResponse,
  type GenerateResponse,
  type SimplifyRequest,
  type SimplifyResponse,
  type SocialRequest,
  type TeaseRequest,
  type VosotRequest,
} from '@newsroom/contracts';
import { apiFetch } from '@newsroom/ui';

/** One call per tool: the spec's POST, with the stream id riding in a header beside it. */
export type GenerationCall<Request, Result> = (request: Request, streamId: string) => Promise<Result>;

/** A simplifier answer that succeeded: the simplified copy is always there. */
export type SimplifyResult = SimplifyResponse & { original: string; simplified: string };
/** A generator answer that succeeded: the result is always there. */
export type GenerateResult = GenerateResponse & { result: string };

function post<T>(path: string, request: unknown, streamId: string): Promise<T | null> {
  return apiFetch<T | null>(path, { method: 'POST', json: request, headers: { [STREAM_ID_HEADER]: streamId } });
}

/** A `{success:false, error}` answer (or one without copy) is an error carrying that message. */
async function generate(path: string, request: unknown, streamId: string, fallback: string): Promise<GenerateResult> {
  const data = await post<GenerateResponse>(path, request, streamId);
  if (!data?.success || typeof data.result !== 'string') throw new Error(data?.error || fallback);
  return data as GenerateResult;
}

export const simplifyScript: GenerationCall<SimplifyRequest, SimplifyResult> = async (request, streamId) => {
  const data = await post<SimplifyResponse>(TOOL_PATHS.simplify, request, streamId);
  if (!data?.success || typeof data.simplified !== 'string') {
    throw new Error(data?.error || GENERATION_FALLBACKS.simplify);
  }
  return { ...data, original: data.original ?? request.script, simplified: data.simplified };
};

export const generateVosot: GenerationCall<VosotRequest, GenerateResult> = (request, streamId) =>
  generate(TOOL_PATHS.vosot, request, streamId, GENERATION_FALLBACKS.vosot);

export const generateTease: GenerationCall<TeaseRequest, GenerateResult> = (request, streamId) =>
  generate(TOOL_PATHS.tease, request, streamId, GENERATION_FALLBACKS.tease);

export const generateBanner: GenerationCall<BannerRequest, GenerateResult> = (request, streamId) =>
  generate(TOOL_PATHS.banner, request, streamId, GENERATION_FALLBACKS.banner);

export const createDigitalArticle: GenerationCall<ArticleRequest, GenerateResult> = (request, streamId) =>
  generate(TOOL_PATHS.article, request, streamId, GENERATION_FALLBACKS.article);

export const generateSocial: GenerationCall<SocialRequest, GenerateResult> = (request, streamId) =>
  generate(TOOL_PATHS.social, request, streamId, GENERATION_FALLBACKS.social);

/** A coach answer that succeeded: the reply is always there and says something. */
export type CoachResult = CoachResponse & { response: string };

export const askCoach: GenerationCall<CoachRequest, CoachResult> = async (request, streamId) => {
  const data = await post<CoachResponse>(TOOL_PATHS.coach, request, streamId);
  if (!data?.success || typeof data.response !== 'string' || !data.response.trim()) {
    throw new Error(data?.error || GENERATION_FALLBACKS.coach);
  }
  return data as CoachResult;
};

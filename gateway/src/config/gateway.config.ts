import { z } from 'zod';
import { commonEnv, httpUrl, loadConfig, port, sessionEnv } from '@newsroom/nest-common';

const remoteUrl = z
  .string()
  .min(1)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'must be a path starting with / or an http(s) URL');

const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(100, 'must be at least 100 ms').default(fallback);

export const gatewayEnvSchema = z.object({
  ...commonEnv,
  PORT: port(3000),
  AUTH_SERVICE_URL: httpUrl.default('http://127.0.0.1:3001'),
  GENERATION_SERVICE_URL: httpUrl.default('http://127.0.0.1:3002'),
  BILLING_SERVICE_URL: httpUrl.default('http://127.0.0.1:3003'),
  TRAINING_SERVICE_URL: httpUrl.default('http://127.0.0.1:3004'),
  /** How long to wait for a service to accept a connection before answering 503. */
  UPSTREAM_CONNECT_TIMEOUT_MS: milliseconds(2_000),
  /** How long to wait for a service's answer before answering 504. Generation waits on an LLM, so longer. */
  UPSTREAM_TIMEOUT_MS: milliseconds(15_000),
  GENERATION_TIMEOUT_MS: milliseconds(120_000),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
    .default('1mb'),
  /** Longest wait for a request's headers, and for its whole body: a client trickling bytes is cut off. */
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  BODY_TIMEOUT_MS: milliseconds(30_000),
  /** Root folder holding shell/dist, tools/dist and admin/dist. Empty: the gateway serves no frontend. */
  STATIC_DIR: z.string().default(''),
  /** 'true' serves the builds' source maps (the whole frontend source) to anyone; off in production. */
  SERVE_SOURCE_MAPS: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  TOOLS_REMOTE_URL: remoteUrl.default('/remotes/tools/mf-manifest.json'),
  ADMIN_REMOTE_URL: remoteUrl.default('/remotes/admin/mf-manifest.json'),
  ...sessionEnv,
  /** Shown to users as the support contact (footer, terms, privacy); served to the shell at run time. */
  SUPPORT_EMAIL: z.email('must be an email address').default('support@newsroomcopydesk.com'),
  /**
   * How many proxies of ours stand in front of the gateway (nginx in the compose file: 1). The
   * client's address is taken that many hops back in X-Forwarded-For; with 0 it is the socket's,
   * and a client-written header counts for nothing.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The address browsers use (scheme, host and port: `http://localhost:8080` behind the compose
   * nginx). Set, an older browser's Origin must match it; unset, the address the request reached.
   */
  PUBLIC_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .url('must be a URL such as https://desk.example.com')
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /** Origins besides the gateway's own that may send state-changing requests (comma-separated). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** The one username with access to every feature except the admin-only ones. */
  FULL_ACCESS_USERNAME: z.string().optional(),
  /**
   * Sign-ins one client address may have in progress through this gateway (auth's own cap of the
   * same name counts across replicas); past it the gateway refuses at once, without asking auth.
   */
  LOGIN_MAX_IN_FLIGHT_PER_IP: z.coerce.number().int().min(1, 'must be at least 1').default(2),
  /** How long a user's subscription status is trusted before billing is asked again. */
  SUBSCRIPTION_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = () => loadConfig('gateway', gatewayEnvSchema);

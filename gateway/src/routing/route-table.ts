import type { FeatureId, ServiceName } from '@newsroom/contracts';

/**
 * Who may call a route: anyone, a signed-in user, an admin, or a signed-in user who may use a
 * feature under the access policy (`canUse` in @newsroom/contracts).
 */
export type Access = 'public' | 'user' | 'admin' | { feature: FeatureId };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  /** Path as in the spec's call table; `:name` matches one path segment. */
  path: string;
  service: ServiceName;
  access: Access;
  /** The body is forwarded byte for byte and never parsed (Stripe signs the raw bytes). */
  rawBody?: boolean;
  /** Also matches every path below `path` (a mounted app such as the queue dashboard). */
  prefix?: boolean;
  /**
   * Features whose answer the owning service needs (it serves the route either way, but differently):
   * the gateway evaluates each with `canUse` and signs the granted ones into the internal identity.
   */
  grants?: readonly FeatureId[];
  /** A sign-in: each client address may have only LOGIN_MAX_IN_FLIGHT_PER_IP of them in progress. */
  signIn?: boolean;
}

const r = (method: HttpMethod, path: string, service: ServiceName, access: Access, extra: Partial<RouteSpec> = {}) =>
  ({ method, path, service, access, ...extra }) satisfies RouteSpec;

/** Every path of the spec's call table (section 7), with its owner and who may call it. */
export const ROUTE_TABLE: readonly RouteSpec[] = [
  // auth: users, sessions, roles
  r('GET', '/api/user', 'auth', 'public'), // the service answers 401 when signed out
  r('POST', '/api/login', 'auth', 'public', { signIn: true }),
  r('POST', '/api/register', 'auth', 'public'),
  r('POST', '/api/logout', 'auth', 'public'),
  r('POST', '/api/user/update-profile', 'auth', 'user'),
  r('GET', '/api/admin/users', 'auth', 'admin'),
  r('PATCH', '/api/admin/users/:id', 'auth', 'admin'),
  r('PATCH', '/api/admin/users/:id/email', 'auth', 'admin'),

  // billing: subscriptions, plans, payment settings, marketing video, Stripe
  r('GET', '/api/subscription/status', 'billing', 'user'),
  r('GET', '/api/subscription/product-info', 'billing', 'user'),
  r('POST', '/api/create-payment-links', 'billing', 'user'),
  r('POST', '/api/subscription/cancel', 'billing', 'user'),
  // Not in the spec's table: it starts the spec's card payment step (the clientSecret /checkout reads).
  r('POST', '/api/subscription/checkout', 'billing', 'user'),
  // Not in the spec's table: /debug-sync asks billing to re-read the status from the payment provider.
  r('POST', '/api/subscription/refresh', 'billing', 'user'),
  r('POST', '/api/activate-manual-trial', 'billing', 'user'),
  r('GET', '/api/subscription-plans', 'billing', 'user'),
  r('POST', '/api/admin/subscription-plans', 'billing', 'admin'),
  r('PATCH', '/api/admin/subscription-plans/:id', 'billing', 'admin'),
  r('DELETE', '/api/admin/subscription-plans/:id', 'billing', 'admin'),
  r('GET', '/api/admin/payment-settings', 'billing', 'admin'),
  r('POST', '/api/admin/payment-settings', 'billing', 'admin'),
  r('GET', '/api/marketing-video', 'billing', 'user'),
  r('POST', '/api/admin/marketing-video', 'billing', 'admin'),
  r('POST', '/api/webhooks/stripe', 'billing', 'public', { rawBody: true }),

  // generation: the copy tools
  r('POST', '/api/process', 'generation', { feature: 'script-simplifier' }),
  r('POST', '/api/generate-vosot', 'generation', { feature: 'vosot-generator' }),
  r('POST', '/api/generate-tease', 'generation', { feature: 'tease-generator' }),
  r('POST', '/api/generate-banner', 'generation', { feature: 'banner-builder' }),
  r('POST', '/api/create-digital-article', 'generation', { feature: 'digital-article-creator' }),
  r('POST', '/api/generate-social', 'generation', { feature: 'social-media-generator' }),
  r('POST', '/api/ai-career-coach', 'generation', { feature: 'training-hub' }),

  // training: content, submissions, approvals. The hub lists to every signed-in user; premium items
  // come locked unless the viewer may use premium-training. Submit Content is an admin tab (section 2).
  r('GET', '/api/training', 'training', 'user', { grants: ['premium-training'] }),
  r('POST', '/api/training', 'training', 'admin'),
  r('GET', '/api/training/all', 'training', 'admin'),
  r('POST', '/api/training/admin', 'training', 'admin'),
  r('PATCH', '/api/training/:id', 'training', 'admin'),
  r('DELETE', '/api/training/:id', 'training', 'admin'),
  r('GET', '/api/admin/pending-content', 'training', 'admin'),
  r('PATCH', '/api/admin/content/:id', 'training', 'admin'),

  // Not in the spec's table: a tool's progress as server-sent events beside its POST, and
  // Profile's real usage counts.
  r('GET', '/api/generation/progress/:streamId', 'generation', 'user'),
  r('GET', '/api/generation/usage', 'generation', 'user'),

  // operations (not in the spec's table): a ping through the generation queue, and the queue
  // dashboard (Bull Board: its pages, assets and API, reading and retrying jobs; its API has no
  // DELETE, and adding or editing jobs (POST, PATCH) stays closed), for on-call
  r('GET', '/api/admin/generation/health', 'generation', 'admin'),
  r('GET', '/api/admin/queues', 'generation', 'admin', { prefix: true }),
  r('PUT', '/api/admin/queues', 'generation', 'admin', { prefix: true }),
];

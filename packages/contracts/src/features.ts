import type { Role } from './roles';

/** Features that need a paid (active or trialing) subscription unless the viewer is an admin. */
export const PREMIUM_FEATURES = [
  'banner-builder',
  'digital-article-creator',
  'vosot-generator',
  'tease-generator',
  'premium-training',
  'training-hub',
] as const;

/** Features only admins reach; the full-access username does not unlock these. */
export const ADMIN_FEATURES = [
  'admin-dashboard',
  'content-approval',
  'user-management',
  'paywall-settings',
  'training-management',
] as const;

/** Features any signed-in user may use. */
export const FREE_FEATURES = ['script-simplifier', 'social-media-generator'] as const;

export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];
export type AdminFeature = (typeof ADMIN_FEATURES)[number];
export type FreeFeature = (typeof FREE_FEATURES)[number];
export type FeatureId = PremiumFeature | AdminFeature | FreeFeature;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'unpaid',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Active and trialing count as subscribed; anything else (or an unknown status) does not. */
export function isSubscribed(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

export interface AccessViewer {
  username: string;
  role: Role;
  subscriptionStatus?: string | null;
}

export interface AccessPolicyOptions {
  /** The one configured username with access to everything but the admin-only features. */
  fullAccessUsername?: string | null;
}

const isIn = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The policy options for a signed-in user as the server described them (`UserView.fullAccess`). */
export function accessOptionsFor(
  user: { username: string; fullAccess?: boolean } | null | undefined,
): AccessPolicyOptions {
  return { fullAccessUsername: user?.fullAccess ? user.username : null };
}

/** The access policy: the gateway enforces it, the frontends mirror it. */
export function canUse(
  feature: FeatureId,
  viewer: AccessViewer | null | undefined,
  options: AccessPolicyOptions = {},
): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  if (isIn(ADMIN_FEATURES, feature)) return false;
  if (options.fullAccessUsername && viewer.username === options.fullAccessUsername) return true;
  if (isIn(PREMIUM_FEATURES, feature)) return isSubscribed(viewer.subscriptionStatus);
  return true;
}

/** GET /api/subscription/status (spec section 3): billing is the source of truth. */
export interface SubscriptionStatusView {
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

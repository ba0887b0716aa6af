import { type AccessPolicyOptions, type FeatureId, canUse } from '@newsroom/contracts';
import type { SubscriptionStatusSource } from '../identity/subscription-status.source';
import type { Viewer } from '../identity/viewer';
import type { Access } from './route-table';

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

const allow: AccessDecision = { allowed: true };

export const NOT_SIGNED_IN = 'Not authenticated';
export const ADMIN_ONLY = 'Admin access required';
export const PREMIUM_ONLY =
  'This is a premium feature. Subscribe or start your 7-day free trial on the Subscription page to use it.';

/** The server's enforcement of the access policy; the UI only mirrors it. */
export async function decideAccess(
  access: Access,
  viewer: Viewer,
  deps: { subscriptions: SubscriptionStatusSource; fullAccessUsername?: string; requestId: string },
): Promise<AccessDecision> {
  if (access === 'public') return allow;
  if (!viewer) return { allowed: false, status: 401, message: NOT_SIGNED_IN };
  if (access === 'user') return allow;
  if (access === 'admin') {
    return viewer.role === 'admin' ? allow : { allowed: false, status: 403, message: ADMIN_ONLY };
  }
  const options = { fullAccessUsername: deps.fullAccessUsername };
  // Only look the subscription up when the answer depends on it.
  if (canUse(access.feature, { ...viewer, subscriptionStatus: null }, options)) return allow;
  if (viewer.role === 'admin') return allow;
  const subscriptionStatus = await deps.subscriptions.statusOf(viewer, deps.requestId);
  return canUse(access.feature, { ...viewer, subscriptionStatus }, options)
    ? allow
    : { allowed: false, status: 403, message: PREMIUM_ONLY };
}

/** Whether the policy's answer for this viewer turns on the subscription (else it is decided without asking). */
const dependsOnSubscription = (feature: FeatureId, viewer: NonNullable<Viewer>, options: AccessPolicyOptions) =>
  canUse(feature, { ...viewer, subscriptionStatus: null }, options) !==
  canUse(feature, { ...viewer, subscriptionStatus: 'active' }, options);

/**
 * The features of a route's `grants` this viewer may use, signed into the identity for the service.
 * Billing is asked at most once, and only when an answer depends on the subscription.
 */
export async function grantedFeatures(
  features: readonly FeatureId[] | undefined,
  viewer: Viewer,
  deps: { subscriptions: SubscriptionStatusSource; fullAccessUsername?: string; requestId: string },
): Promise<FeatureId[]> {
  if (!viewer || !features?.length) return [];
  const options = { fullAccessUsername: deps.fullAccessUsername };
  let subscriptionStatus: string | undefined;
  const granted: FeatureId[] = [];
  for (const feature of features) {
    if (dependsOnSubscription(feature, viewer, options)) {
      subscriptionStatus ??= await deps.subscriptions.statusOf(viewer, deps.requestId);
    }
    if (canUse(feature, { ...viewer, subscriptionStatus: subscriptionStatus ?? null }, options)) granted.push(feature);
  }
  return granted;
}

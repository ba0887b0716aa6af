import { INTERNAL_IDENTITY_HEADER, REQUEST_ID_HEADER } from '@newsroom/contracts';
import { signInternalIdentity } from '@newsroom/nest-common';

/** Where the gateway learns whether a user's subscription is active or trialing. */
export interface SubscriptionStatusSource {
  statusOf(user: { id: number; username: string }, requestId: string): Promise<string>;
}

/**
 * Asks billing (the source of truth) for a user's status, through a short cache. Any failure
 * counts as inactive, as the spec says for the web client: a billing outage never grants access.
 */
export class BillingSubscriptionStatus implements SubscriptionStatusSource {
  private readonly cache = new Map<number, { status: string; until: number }>();

  constructor(
    private readonly billingUrl: string,
    private readonly secret: string,
    private readonly cacheMs: number,
    private readonly timeoutMs = 2_000,
  ) {}

  async statusOf(user: { id: number; username: string }, requestId: string): Promise<string> {
    const cached = this.cache.get(user.id);
    if (cached && cached.until > Date.now()) return cached.status;
    const status = await this.fetchStatus(user, requestId);
    this.cache.set(user.id, { status, until: Date.now() + this.cacheMs });
    if (this.cache.size > 10_000) this.cache.clear();
    return status;
  }

  /** Billing calls this (through an event or a call) when a user's subscription changes. */
  forget(userId: number) {
    this.cache.delete(userId);
  }

  private async fetchStatus(user: { id: number; username: string }, requestId: string): Promise<string> {
    try {
      const identity = signInternalIdentity({ user: { ...user, role: 'user' }, requestId }, this.secret);
      const res = await fetch(`${this.billingUrl}/internal/subscription-status/${user.id}`, {
        headers: { [INTERNAL_IDENTITY_HEADER]: identity, [REQUEST_ID_HEADER]: requestId },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) return 'inactive';
      const body = (await res.json()) as { status?: unknown };
      return typeof body.status === 'string' ? body.status : 'inactive';
    } catch {
      return 'inactive';
    }
  }
}

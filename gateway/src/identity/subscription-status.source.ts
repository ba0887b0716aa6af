import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { INTERNAL_IDENTITY_HEADER, REQUEST_ID_HEADER, subscriptionChangedChannel } from '@newsroom/contracts';
import { signInternalIdentity } from '@newsroom/nest-common';

/** Where the gateway learns whether a user's subscription is active or trialing. */
export interface SubscriptionStatusSource {
  statusOf(user: { id: number; username: string }, requestId: string): Promise<string>;
}

/** Injection token for the gateway's one BillingSubscriptionStatus. */
export const SUBSCRIPTION_STATUS = Symbol('SUBSCRIPTION_STATUS');

/**
 * Asks billing (the source of truth) for a user's status, through a short cache. Any failure
 * counts as inactive, as the spec says for the web client: a billing outage never grants access.
 * Billing announces every change on a Redis channel; `listen` drops that user's cached status at
 * once, so access follows a trial, a payment or a cancellation on the next request. The short
 * cache stays as the fallback should a message be lost.
 */
export class BillingSubscriptionStatus implements SubscriptionStatusSource, OnApplicationShutdown {
  private readonly cache = new Map<number, { status: string; until: number }>();
  /** Bumped on every `forget`, so an answer fetched before a change is not cached after it. */
  private readonly versions = new Map<number, number>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly billingUrl: string,
    private readonly secret: string,
    private readonly cacheMs: number,
    private readonly timeoutMs = 2_000,
  ) {}

  async statusOf(user: { id: number; username: string }, requestId: string): Promise<string> {
    const cached = this.cache.get(user.id);
    if (cached && cached.until > Date.now()) return cached.status;
    const version = this.versions.get(user.id) ?? 0;
    const status = await this.fetchStatus(user, requestId);
    if ((this.versions.get(user.id) ?? 0) === version) {
      this.cache.set(user.id, { status, until: Date.now() + this.cacheMs });
    }
    if (this.cache.size > 10_000) this.cache.clear();
    return status;
  }

  /** Billing calls this (through an event or a call) when a user's subscription changes. */
  forget(userId: number) {
    this.cache.delete(userId);
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
    if (this.versions.size > 10_000) this.versions.clear();
  }

  /**
   * Subscribes a dedicated connection (a subscribing ioredis client can issue no other command) to
   * billing's change announcements; the connection is this object's to close. Resolves once the
   * first subscription is in place; if Redis is down it keeps trying and the short cache applies.
   */
  listen(subscriber: Redis, redisPrefix: string): Promise<void> {
    this.subscriber = subscriber;
    const channel = subscriptionChangedChannel(redisPrefix);
    subscriber.on('message', (from: string, message: string) => {
      const userId = Number(message);
      if (from === channel && Number.isSafeInteger(userId)) this.forget(userId);
    });
    // After a (re)connect whatever changed meanwhile was missed: start from an empty cache.
    subscriber.on('ready', () => {
      this.cache.clear();
      subscriber.subscribe(channel).catch(() => undefined);
    });
    subscriber.on('error', () => undefined); // reconnects by itself; the cache covers the gap
    return subscriber.subscribe(channel).then(() => undefined);
  }

  async onApplicationShutdown() {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
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

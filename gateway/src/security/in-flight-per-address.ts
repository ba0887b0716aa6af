/**
 * How many requests of one kind each client address has in progress in this process, up to a cap.
 * The gateway caps sign-ins this way before they reach auth: a flood from one address is then
 * answered here, with no Redis round trip and no work in auth, which keeps a real sign-in from
 * queueing behind it. Auth still counts in-flight sign-ins in Redis, across every gateway replica.
 */
export class InFlightPerAddress {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `address`; false when it has none free. Every true must be given back with `leave`. */
  enter(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  leave(address: string): void {
    const count = (this.counts.get(address) ?? 0) - 1;
    if (count > 0) this.counts.set(address, count);
    else this.counts.delete(address);
  }

  /** Requests in progress for `address` (for tests). */
  inFlight(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}

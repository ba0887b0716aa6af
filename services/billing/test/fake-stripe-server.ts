import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the SDK made, with its form-encoded body (or query) decoded into nested objects. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  authorization: string | undefined;
}

type Json = Record<string, unknown>;

/**
 * The few Stripe API endpoints billing calls, on loopback, for the real `stripe` SDK to talk to
 * (STRIPE_API_HOST/PORT/PROTOCOL). Objects live in memory; every request is recorded.
 */
export class FakeStripeServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly paymentLinks = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  private server: Server | null = null;
  private counter = 0;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Env that points billing's SDK here. */
  env(): Record<string, string> {
    return { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(this.port), STRIPE_API_PROTOCOL: 'http' };
  }

  calls(method: string, path: string | RegExp) {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** A subscription as Stripe would hold it (period end on the items, as in recent API versions). */
  addSubscription(fields: { id: string; customer: string; status: string; periodEnd: number; metadata?: Json }) {
    const sub = {
      id: fields.id,
      object: 'subscription',
      customer: fields.customer,
      status: fields.status,
      cancel_at_period_end: false,
      metadata: fields.metadata ?? {},
      items: { object: 'list', data: [{ id: `si_${fields.id}`, current_period_end: fields.periodEnd }] },
    };
    this.subscriptions.set(fields.id, sub);
    return sub;
  }

  /** A saved card: Stripe gives the same fingerprint to every payment method made from one card number. */
  addCard(id: string, fingerprint: string) {
    const method = { id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', fingerprint } };
    this.paymentMethods.set(id, method);
    return method;
  }

  /**
   * A subscription made `default_incomplete`, as Stripe answers it: with a trial it is trialing and
   * its pending SetupIntent saves the card (the zero invoice has nothing to confirm); without one it
   * is incomplete and its first invoice's confirmation secret is a PaymentIntent's. Both are only
   * included when expanded, else Stripe gives their ids.
   */
  private createSubscription(params: Json): Json {
    const id = this.id('sub');
    const expand = Object.values((params.expand as Json | undefined) ?? {});
    const trial = params.trial_period_days !== undefined;
    const invoiceId = this.id('in');
    const price = this.prices.get(String((params.items as Record<string, Json> | undefined)?.[0]?.price));
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      amount_due: trial ? 0 : Number(price?.unit_amount ?? 0),
      confirmation_secret: trial
        ? null
        : { client_secret: `${this.id('pi')}_secret_${invoiceId}`, type: 'payment_intent' },
    };
    const setupIntentId = this.id('seti');
    const setupIntent = { id: setupIntentId, object: 'setup_intent', client_secret: `${setupIntentId}_secret_${id}` };
    const sub = this.addSubscription({
      id,
      customer: String(params.customer),
      status: trial ? 'trialing' : 'incomplete',
      periodEnd: Math.floor(Date.now() / 1000) + (trial ? Number(params.trial_period_days) * 86_400 : 30 * 86_400),
      metadata: (params.metadata as Json | undefined) ?? {},
    });
    return {
      ...sub,
      latest_invoice: expand.includes('latest_invoice.confirmation_secret') ? invoice : invoiceId,
      pending_setup_intent: trial ? (expand.includes('pending_setup_intent') ? setupIntent : setupIntentId) : null,
    };
  }

  private id(prefix: string) {
    return `${prefix}_fake${++this.counter}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString();
    const params = decodeForm(raw);
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      params,
      authorization: req.headers.authorization,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.counter}` });
      res.end(JSON.stringify(body));
    };
    const notFound = () => send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    const route = `${req.method} ${url.pathname}`;
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);

    if (route === 'POST /v1/products') {
      const product = { id: this.id('prod'), object: 'product', active: true, ...params };
      this.products.set(product.id, product);
      return send(200, product);
    }
    if (route === 'POST /v1/prices') {
      const price = {
        id: this.id('price'),
        object: 'price',
        active: true,
        ...params,
        unit_amount: Number(params.unit_amount),
        recurring: params.recurring,
      };
      this.prices.set(price.id, price);
      return send(200, price);
    }
    if (route === 'GET /v1/prices') {
      const keys = Object.values((params.lookup_keys as Json | undefined) ?? {});
      const expand = Object.values((params.expand as Json | undefined) ?? {});
      const data = [...this.prices.values()]
        .filter((p) => !keys.length || keys.includes(p.lookup_key))
        .map((p) => (expand.includes('data.product') ? { ...p, product: this.products.get(String(p.product)) } : p));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (route === 'POST /v1/payment_links') {
      const id = this.id('plink');
      const link = { id, object: 'payment_link', active: true, url: `https://buy.stripe.test/${id}`, ...params };
      this.paymentLinks.set(id, link);
      return send(200, link);
    }
    if (route === 'POST /v1/customers') {
      const customer = { id: this.id('cus'), object: 'customer', ...params };
      this.customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (route === 'POST /v1/subscriptions') return send(200, this.createSubscription(params));
    if (subMatch && req.method === 'GET') {
      const sub = this.subscriptions.get(subMatch[1]);
      return sub ? send(200, sub) : notFound();
    }
    if (subMatch && req.method === 'POST') {
      const sub = this.subscriptions.get(subMatch[1]);
      if (!sub) return notFound();
      if ('cancel_at_period_end' in params) sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
      // Ending a trial now: Stripe charges the card and the subscription is active.
      if (params.trial_end === 'now' && sub.status === 'trialing')
        Object.assign(sub, { status: 'active', trial_end: 0 });
      return send(200, sub);
    }
    const methodMatch = /^\/v1\/payment_methods\/([^/]+)$/.exec(url.pathname);
    if (methodMatch && req.method === 'GET') {
      const method = this.paymentMethods.get(methodMatch[1]);
      return method ? send(200, method) : notFound();
    }
    return notFound();
  }
}

/** Decodes `a[b][0]=c&d=e` (the SDK's encoding) into nested objects; arrays come back as index-keyed objects. */
export function decodeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

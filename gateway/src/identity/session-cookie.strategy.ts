import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { Authenticator } from 'passport';
import { Strategy } from 'passport-strategy';
import type { SessionStore } from '@newsroom/nest-common';
import type { Viewer } from './viewer';

export const SESSION_STRATEGY = 'session-cookie';

/**
 * The gateway's check on every request, as a passport strategy: the session cookie, looked up in
 * Redis. A request without a live session is let through as signed out (`pass`), because public
 * routes serve it; Redis unreachable is an error, which the pipeline turns into a 503 for the
 * routes that need a viewer.
 */
export class SessionCookieStrategy extends Strategy {
  readonly name = SESSION_STRATEGY;

  constructor(
    private readonly sessions: SessionStore,
    private readonly cookieName: string,
  ) {
    super();
  }

  override authenticate(req: IncomingMessage): void {
    this.viewerOf(req).then(
      (viewer) => (viewer ? this.success(viewer) : this.pass()),
      (error: unknown) => this.error(error as Error),
    );
  }

  private async viewerOf(req: IncomingMessage): Promise<Viewer> {
    const header = req.headers.cookie;
    if (!header) return null;
    const session = await this.sessions.get(parseCookies(header)[this.cookieName]);
    return session ? { id: session.userId, username: session.username, role: session.role } : null;
  }
}

/** Who is calling: the viewer the session strategy finds, null when signed out. */
export interface ViewerResolver {
  resolve(req: IncomingMessage): Promise<Viewer>;
}

/** Runs the session strategy through passport for one request, without passport's own sessions. */
export function passportViewers(strategy: SessionCookieStrategy): ViewerResolver {
  const passport = new Authenticator();
  passport.use(strategy);
  return {
    resolve: (req) =>
      new Promise((resolve, reject) => {
        const done = (error: unknown, user?: Viewer | false) => (error ? reject(error) : resolve(user || null));
        const authenticate = passport.authenticate(SESSION_STRATEGY, { session: false }, done);
        authenticate(req, {}, (error?: unknown) => done(error, null));
      }),
  };
}

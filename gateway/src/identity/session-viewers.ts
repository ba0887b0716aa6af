import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { SessionStore } from '@newsroom/nest-common';
import type { Viewer } from './viewer';

/** Who is calling: the viewer the session cookie names, null when signed out. */
export interface ViewerResolver {
  resolve(req: IncomingMessage): Promise<Viewer>;
}

/**
 * The gateway's check on every request: the session cookie, looked up in Redis. A request without
 * a live session is signed out (null), because public routes serve it; Redis unreachable is an
 * error, which the pipeline turns into a 503 for the routes that need a viewer. (A plain lookup:
 * passport's per-request strategy machinery cost more than the lookup itself.)
 */
export class SessionViewers implements ViewerResolver {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookieName: string,
  ) {}

  async resolve(req: IncomingMessage): Promise<Viewer> {
    const header = req.headers.cookie;
    if (!header) return null;
    const sessionId = parseCookies(header)[this.cookieName];
    if (!sessionId) return null;
    const session = await this.sessions.get(sessionId);
    return session ? { id: session.userId, username: session.username, role: session.role } : null;
  }
}

import { parse as parseCookies } from 'cookie';
import type { IncomingMessage } from 'node:http';
import type { SessionStore } from '@newsroom/nest-common';
import type { Viewer } from './viewer';

/** Reads the session cookie and looks the session up in Redis: the gateway's check on every request. */
export class SessionViewerResolver {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookieName: string,
  ) {}

  async resolve(req: IncomingMessage): Promise<Viewer> {
    const header = req.headers.cookie;
    if (!header) return null;
    const sessionId = parseCookies(header)[this.cookieName];
    const session = await this.sessions.get(sessionId);
    return session ? { id: session.userId, username: session.username, role: session.role } : null;
  }
}

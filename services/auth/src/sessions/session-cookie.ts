import type { Request, Response } from 'express';

export interface SessionCookieOptions {
  name: string;
  ttlSeconds: number;
}

/** Secure only when the browser reached us over TLS (the gateway says so in X-Forwarded-Proto). */
const overTls = (req: Request) =>
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim() === 'https';

/** httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure over TLS. */
export function setSessionCookie(req: Request, res: Response, options: SessionCookieOptions, sessionId: string) {
  res.cookie(options.name, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: overTls(req),
    path: '/',
    maxAge: options.ttlSeconds * 1000,
  });
}

export function clearSessionCookie(req: Request, res: Response, options: SessionCookieOptions) {
  res.clearCookie(options.name, { httpOnly: true, sameSite: 'lax', secure: overTls(req), path: '/' });
}

export function sessionIdFrom(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

import type { RouteSpec } from './route-table';

export type RouteMatch =
  { kind: 'found'; route: RouteSpec } | { kind: 'wrong-method'; allowed: string[] } | { kind: 'not-found' };

interface CompiledRoute {
  route: RouteSpec;
  pattern: RegExp;
  /** Literal routes win over parameterised ones (`/api/training/all` before `/api/training/:id`). */
  literal: boolean;
}

const compile = (route: RouteSpec): CompiledRoute => {
  const source = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const tail = route.prefix ? '(?:/.*)?' : '/?';
  return { route, pattern: new RegExp(`^${source}${tail}$`), literal: !route.path.includes(':') && !route.prefix };
};

/** Finds the route for a method and path; the gateway forwards nothing that is not in the table. */
export class RouteMatcher {
  private readonly routes: CompiledRoute[];

  constructor(routes: readonly RouteSpec[]) {
    this.routes = routes.map(compile).sort((a, b) => Number(b.literal) - Number(a.literal));
  }

  match(method: string, path: string): RouteMatch {
    // No dot segments: a prefix route must not reach outside its own tree.
    if (/(?:^|\/)\.\.?(?:\/|$)/.test(path)) return { kind: 'not-found' };
    const candidates = this.routes.filter((c) => c.pattern.test(path));
    if (!candidates.length) return { kind: 'not-found' };
    const upper = method.toUpperCase();
    const lookup = upper === 'HEAD' ? 'GET' : upper;
    const exact = candidates.find((c) => c.route.method === lookup);
    if (exact) return { kind: 'found', route: exact.route };
    return { kind: 'wrong-method', allowed: [...new Set(candidates.map((c) => c.route.method))] };
  }
}

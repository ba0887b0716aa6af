import { ROUTE_TABLE } from './route-table';
import { RouteMatcher } from './route-matcher';

describe(RouteMatcher.name, () => {
  const sut = new RouteMatcher(ROUTE_TABLE);

  it.each([
    ['GET', '/api/user', 'auth'],
    ['PATCH', '/api/admin/users/12/email', 'auth'],
    ['POST', '/api/generate-vosot', 'generation'],
    ['DELETE', '/api/admin/subscription-plans/3', 'billing'],
    ['POST', '/api/webhooks/stripe', 'billing'],
    ['PATCH', '/api/admin/content/9', 'training'],
    ['GET', '/api/generation/progress/3f1c2a9e-77aa', 'generation'],
  ])('sends %s %s to %s', (method, path, service) => {
    const match = sut.match(method, path);
    expect(match.kind === 'found' && match.route.service).toBe(service);
  });

  it('prefers a literal path to a parameterised one', () => {
    const match = sut.match('GET', '/api/training/all');
    expect(match.kind === 'found' && match.route.access).toBe('admin');
  });

  it('opens the hub list to every signed-in user with the premium grant, and keeps submissions to admins', () => {
    const list = sut.match('GET', '/api/training');
    expect(list.kind === 'found' && [list.route.access, list.route.grants]).toEqual(['user', ['premium-training']]);
    const submit = sut.match('POST', '/api/training');
    expect(submit.kind === 'found' && submit.route.access).toBe('admin');
    const others = ROUTE_TABLE.filter(
      (r) => r.service === 'training' && !(r.method === 'GET' && r.path === '/api/training'),
    );
    expect(others.map((r) => r.access)).toEqual(Array(others.length).fill('admin'));
  });

  it('knows a path that exists under another method', () => {
    expect(sut.match('DELETE', '/api/user')).toEqual({ kind: 'wrong-method', allowed: ['GET'] });
  });

  it('forwards nothing that is not in the table', () => {
    expect(sut.match('GET', '/api/users/../admin/users')).toEqual({ kind: 'not-found' });
    expect(sut.match('GET', '/api/nope')).toEqual({ kind: 'not-found' });
    expect(sut.match('PATCH', '/api/admin/users/1/2/email')).toEqual({ kind: 'not-found' });
  });

  it('maps every route of the spec call table (and the ops ping and status refresh) exactly once', () => {
    const keys = ROUTE_TABLE.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(44);
  });

  it('matches a prefix route and everything below it, but no dot segments', () => {
    for (const path of ['/api/admin/queues', '/api/admin/queues/static/js/main.js', '/api/admin/queues/api/queues']) {
      const match = sut.match('GET', path);
      expect(match.kind === 'found' && match.route.access).toBe('admin');
    }
    expect(sut.match('GET', '/api/admin/queues/../../generate-vosot')).toEqual({ kind: 'not-found' });
    expect(sut.match('GET', '/api/admin/queuesX')).toEqual({ kind: 'not-found' });
  });

  it('routes only the methods the queue dashboard answers: reading and retrying, not deleting', () => {
    expect(sut.match('PUT', '/api/admin/queues/api/queues/generation/retry/failed').kind).toBe('found');
    expect(sut.match('DELETE', '/api/admin/queues/api/queues/generation').kind).not.toBe('found');
  });
});

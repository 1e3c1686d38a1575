import { describe, expect, it } from 'vitest';
import { RouteTable, type RouteEntry } from '../../src/http/route-table.js';
import { AUTH_ROUTES } from '../../src/auth/routes.js';
import { STORAGE_ROUTES } from '../../src/storage/routes.js';

/** The declared path of the entry a lookup lands on (with its params), or the miss kind. */
function landing<T>(entries: RouteEntry<T>[], table: RouteTable<T>, method: string, path: string): string {
  const found = table.lookup(method, path);
  if (found.kind !== 'found') return found.kind;
  const entry = entries.find((candidate) => candidate.route === found.route);
  const params = Object.entries(found.params).map(([name, value]) => `${name}=${value}`);
  return [entry?.path ?? '?', ...params].join(' ');
}

describe('auth routes', () => {
  const table = new RouteTable(AUTH_ROUTES, { emptyParams: false });
  it.each([
    ['GET', '/health', '/health'],
    ['POST', '/health', 'method-not-allowed'],
    ['GET', '/nowhere', 'not-found'],
    ['GET', '/admin/users/abc', '/admin/users/:user user=abc'],
    ['GET', '/admin/users//factors', 'not-found'],
    ['DELETE', '/admin/users/u1/factors/f1', '/admin/users/:user/factors/:factor user=u1 factor=f1'],
    ['GET', '/admin/users/a%2Fb', '/admin/users/:user user=a%2Fb'],
    ['PATCH', '/admin/users/abc', 'method-not-allowed'],
    ['GET', '/local-avatar/42.svg', '/local-avatar/:seed(^[0-9]{1,32}$).svg seed=42'],
    ['GET', '/local-avatar/4x.svg', 'not-found'],
    ['GET', `/local-avatar/${'1'.repeat(33)}.svg`, 'not-found'],
    ['POST', '/callback', '/callback'],
    ['GET', '/Token', 'not-found'],
  ])('%s %s lands on %s', (method, path, expected) => {
    expect(landing(AUTH_ROUTES, table, method, path)).toBe(expected);
  });

  it('declares the admin check and the limiter on the route', () => {
    const route = (method: string, path: string) => {
      const found = table.lookup(method, path);
      if (found.kind !== 'found') throw new Error(`${method} ${path}: ${found.kind}`);
      return found.route;
    };
    const admin = AUTH_ROUTES.filter((entry) => entry.route.admin === true).map((entry) => entry.path);
    expect(admin.every((path) => path.startsWith('/admin/') || path === '/invite')).toBe(true);
    expect(admin).toHaveLength(17);
    expect(route('POST', '/signup').limit).toBe('signInSignUps');
    expect(route('GET', '/verify').limit).toBe('tokenVerifications');
    expect(route('POST', '/factors/f/verify').limit).toBe('tokenVerifications');
    expect(route('POST', '/factors/f/challenge').limit).toBeUndefined();
    const token = route('POST', '/token').limit;
    expect(typeof token).toBe('function');
    const grant = (type: string) => ({
      method: 'POST',
      url: new URL(`http://localhost/auth/v1/token?grant_type=${type}`),
      path: '/token',
      headers: {},
      body: Buffer.alloc(0),
      remoteAddress: '127.0.0.1',
    });
    if (typeof token !== 'function') throw new Error('token limit is not per grant');
    expect(token(grant('refresh_token'))).toBe('tokenRefresh');
    expect(token(grant('password'))).toBe('signInSignUps');
  });
});

describe('storage routes (static segments before bucket names, as Fastify routes)', () => {
  const table = new RouteTable(STORAGE_ROUTES);
  it.each([
    ['GET', '/bucket', '/bucket'],
    ['GET', '/bucket/', '/bucket/'],
    ['PUT', '/bucket/', '/bucket/'],
    ['GET', '/bucket/b1', '/bucket/:bucket bucket=b1'],
    ['POST', '/bucket//empty', '/bucket/:bucket/empty bucket='],
    ['GET', '/bucket/b1/empty', 'method-not-allowed'],
    ['POST', '/object/list/b1', '/object/list/:bucket bucket=b1'],
    ['GET', '/object/list/b1', '/object/:bucket/* bucket=list *=b1'],
    ['POST', '/object/list/b1/x', '/object/:bucket/* bucket=list *=b1/x'],
    ['POST', '/object/sign/b1', '/object/sign/:bucket bucket=b1'],
    ['POST', '/object/sign/b1/a/b.png', '/object/sign/:bucket/* bucket=b1 *=a/b.png'],
    ['HEAD', '/object/sign/b1/a%20b.png', '/object/sign/:bucket/* bucket=b1 *=a%20b.png'],
    ['PUT', '/object/sign/b1/a.png', '/object/sign/:bucket/* bucket=b1 *=a.png'],
    ['PUT', '/object/sign/b1', '/object/:bucket/* bucket=sign *=b1'],
    ['GET', '/object/public/b1/a.png', '/object/public/:bucket/* bucket=b1 *=a.png'],
    ['POST', '/object/public/b1/a.png', '/object/:bucket/* bucket=public *=b1/a.png'],
    ['GET', '/object/info/public/b1/a.png', '/object/info/public/:bucket/* bucket=b1 *=a.png'],
    ['GET', '/object/info/public/x', '/object/info/:bucket/* bucket=public *=x'],
    ['GET', '/object/info/authenticated/b1', '/object/info/:bucket/* bucket=authenticated *=b1'],
    ['GET', '/object/info/b1', '/object/info/:bucket bucket=b1'],
    ['HEAD', '/object/info/b1', '/object/:bucket/* bucket=info *=b1'],
    ['POST', '/object/move', '/object/move'],
    ['POST', '/object/move/x', '/object/:bucket/* bucket=move *=x'],
    ['POST', '/object/upload/sign/b1/a.png', '/object/upload/sign/:bucket/* bucket=b1 *=a.png'],
    ['GET', '/object/upload/sign/b1/a.png', '/object/upload/sign/:bucket/* bucket=b1 *=a.png'],
    ['POST', '/object/upload/sign/b1', '/object/:bucket/* bucket=upload *=sign/b1'],
    ['DELETE', '/object/b1', '/object/:bucket bucket=b1'],
    ['GET', '/object/b1', 'method-not-allowed'],
    ['GET', '/object//x', '/object/:bucket/* bucket= *=x'],
    ['GET', '/object/b1/a%2Fb/c%zz', '/object/:bucket/* bucket=b1 *=a%2Fb/c%zz'],
    ['PATCH', '/object/b1/a', 'method-not-allowed'],
    ['GET', '/render/image/public/b1/a.png', '/render/image/public/:bucket/* bucket=b1 *=a.png'],
    ['GET', '/render/image/other/b1/a.png', 'not-found'],
    ['POST', '/render/image/public/b1/a.png', 'method-not-allowed'],
  ])('%s %s lands on %s', (method, path, expected) => {
    expect(landing(STORAGE_ROUTES, table, method, path)).toBe(expected);
  });

  it('keeps reserved paths and an empty bucket segment from reaching a handler', () => {
    const jwt = (method: string, path: string) => {
      const found = table.lookup(method, path);
      return found.kind === 'found' ? found.route.jwt : found.kind;
    };
    expect(jwt('PUT', '/object/sign/b1/a.png')).toBe('reserved');
    expect(jwt('GET', '/object/upload/sign/b1/a.png')).toBe('reserved');
    expect(jwt('GET', '/object/info/b1')).toBe('reserved');
    expect(jwt('GET', '/object/b1/a.png')).toBe('optional');
    expect(jwt('GET', '/object/authenticated/b1/a.png')).toBe('required');
    expect(jwt('GET', '/object/public/b1/a.png')).toBe('none');
    const empty = table.lookup('GET', '/object//x');
    expect(empty.kind === 'found' && empty.route.jwt !== 'reserved' && empty.route.bucketRequired).toBe(true);
  });
});

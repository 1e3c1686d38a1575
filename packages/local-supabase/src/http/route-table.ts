import Router from 'find-my-way';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route: its method(s), its find-my-way path (`:name` parameters, `*` wildcard) and what it carries. */
export interface RouteEntry<T> {
  method: HttpMethod | HttpMethod[];
  path: string;
  route: T;
}

export type Lookup<T> =
  { kind: 'found'; route: T; params: Record<string, string> } | { kind: 'method-not-allowed' } | { kind: 'not-found' };

export interface RouteTableOptions {
  /** When false, a route whose `:name` parameter would be empty does not match (as `[^/]+` would not). */
  emptyParams?: boolean;
}

/**
 * A find-my-way router over still percent-encoded paths: the parameters come back exactly as
 * they were sent (find-my-way would decode them), so each service decodes its own segments.
 */
export class RouteTable<T> {
  private readonly router = Router({ maxParamLength: 65_536, caseSensitive: true });
  private readonly methods = new Set<HttpMethod>();
  private readonly emptyParams: boolean;

  constructor(entries: RouteEntry<T>[], options: RouteTableOptions = {}) {
    this.emptyParams = options.emptyParams ?? true;
    for (const entry of entries) {
      const methods = Array.isArray(entry.method) ? entry.method : [entry.method];
      for (const method of methods) this.methods.add(method);
      this.router.on(methods, entry.path, () => undefined, entry.route);
    }
  }

  /** The route for `method` at `path`; else whether another method has one there (405) or none does (404). */
  lookup(method: string, path: string): Lookup<T> {
    const found = this.find(method, path);
    if (found) return found;
    for (const other of this.methods) {
      if (other !== method && this.find(other, path)) return { kind: 'method-not-allowed' };
    }
    return { kind: 'not-found' };
  }

  private find(method: string, path: string): Extract<Lookup<T>, { kind: 'found' }> | null {
    if (!this.methods.has(method as HttpMethod)) return null;
    // find-my-way decodes the path and its parameters once; escaping every '%' first makes that
    // decoding give back the raw text.
    const result = this.router.find(method as HttpMethod, path.replaceAll('%', '%25'));
    if (!result) return null;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(result.params)) {
      if (value === undefined) continue;
      if (value === '' && !this.emptyParams && name !== '*') return null;
      params[name] = value;
    }
    return { kind: 'found', route: result.store as T, params };
  }
}

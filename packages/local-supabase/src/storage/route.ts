import type { HttpMethod, RouteEntry } from '../http/route-table.js';
import type { EmuRequest, EmuResponse } from '../http/types.js';
import type { StorageCall, StorageDeps } from './call.js';

/** The bucket and object name a route's path names, decoded and checked (empty when it names none). */
export interface Address {
  bucket: string;
  name: string;
}

/** Which part of the path the handler needs: nothing, `:bucket`, or `:bucket/*` (bucket and object name). */
export type AddressKind = 'none' | 'bucket' | 'object';

interface RouteBase {
  address: AddressKind;
  /** An empty `:bucket` segment is not this route (Storage's `/object/{bucket}` routes). */
  bucketRequired?: boolean;
}

/** A route run for a verified caller; `optional` lets a caller without any key through as `anon`. */
export interface CallerRoute extends RouteBase {
  jwt: 'required' | 'optional';
  run: (call: StorageCall, at: Address) => Promise<EmuResponse>;
}

/** A route whose URL carries its own authority (public buckets, signed URLs). */
export interface OpenRoute extends RouteBase {
  jwt: 'none';
  run: (deps: StorageDeps, request: EmuRequest, at: Address) => Promise<EmuResponse>;
}

/** A path Storage's router keeps for a route of other methods: it answers Fastify's 404. */
export interface ReservedRoute {
  jwt: 'reserved';
}

export type StorageRoute = CallerRoute | OpenRoute | ReservedRoute;

type Method = HttpMethod | HttpMethod[];

export function caller(
  method: Method,
  path: string,
  address: AddressKind,
  run: CallerRoute['run'],
  options: { anonymous?: boolean; bucketRequired?: boolean } = {},
): RouteEntry<StorageRoute> {
  const jwt = options.anonymous === true ? 'optional' : 'required';
  return { method, path, route: { jwt, address, run, bucketRequired: options.bucketRequired } };
}

export function open(
  method: Method,
  path: string,
  address: AddressKind,
  run: OpenRoute['run'],
): RouteEntry<StorageRoute> {
  return { method, path, route: { jwt: 'none', address, run } };
}

export function reserved(method: Method, path: string): RouteEntry<StorageRoute> {
  return { method, path, route: { jwt: 'reserved' } };
}

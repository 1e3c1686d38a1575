import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../../src/lib/database.types.js';
import type { Client } from './backend.js';

/** Decodes a JWT's payload without checking the signature (what the client itself does). */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Calls auth/v1 directly (as supabase-js would, with apikey and the API version header). */
export async function authFetch(
  baseUrl: string,
  apiKey: string,
  path: string,
  init: { method?: string; body?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {
    apikey: apiKey,
    authorization: `Bearer ${init.token ?? apiKey}`,
    'x-supabase-api-version': '2024-01-01',
    ...(init.body !== undefined ? { 'content-type': 'application/json;charset=UTF-8' } : {}),
    ...init.headers,
  };
  const response = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  if (text) {
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text };
    }
  }
  return { status: response.status, headers: response.headers, body };
}

/** A Storage-like map that supabase-js can keep PKCE verifiers and the session in. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** An unmodified supabase-js client in PKCE mode with in-memory storage (as a browser app would use). */
export function makePkceClient(url: string, key: string): Client {
  return createClient<Database>(url, key, {
    auth: {
      flowType: 'pkce',
      storage: new MemoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Follows one redirect without following it: returns the Location header of a 30x answer. */
export async function redirectLocation(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; location: string }> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The key/value pairs of a URL fragment (GoTrue puts implicit-flow sessions there). */
export function fragmentParams(location: string): URLSearchParams {
  const hash = location.includes('#') ? location.slice(location.indexOf('#') + 1) : '';
  return new URLSearchParams(hash);
}

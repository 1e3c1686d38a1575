import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { readJsonBody, type JsonObject } from './body.js';
import { firstRow, isUuid, iso, rows } from './db.js';
import { badRequest, notFound, validationFailed } from './errors.js';

/** `/admin/oauth/clients`: the OAuth 2.1 server's client registry, as GoTrue's admin API keeps it. */

interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: string;
  client_type: string;
  token_endpoint_auth_method: string;
  redirect_uris: string[];
  grant_types: string[];
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: Date;
  updated_at: Date;
}

const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const;
const GRANT_TYPES = ['authorization_code', 'refresh_token'];
const UNSAFE_SCHEMES = ['javascript', 'data', 'file', 'vbscript', 'about', 'blob'];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function clientJson(row: ClientRow, secret?: string): JsonObject {
  const optional = (value: string | null): string | undefined => (value === null || value === '' ? undefined : value);
  return {
    client_id: row.id,
    ...(secret !== undefined ? { client_secret: secret } : {}),
    client_type: row.client_type,
    redirect_uris: row.redirect_uris.length > 0 ? row.redirect_uris : undefined,
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: row.grant_types,
    response_types: ['code'],
    client_name: optional(row.client_name),
    client_uri: optional(row.client_uri),
    logo_uri: optional(row.logo_uri),
    registration_type: row.registration_type,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function requireServer(context: EmulatorContext): void {
  if (!context.config.project.auth.oauthServer) throw notFound('feature_disabled', 'OAuth server is disabled');
}

const invalidBody = () => badRequest('bad_json', 'Invalid JSON body');

function readBody(request: EmuRequest): JsonObject {
  try {
    return readJsonBody(request);
  } catch {
    throw invalidBody();
  }
}

function stringOf(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidBody();
  return value;
}

function listOf(body: JsonObject, key: string): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) throw invalidBody();
  return value;
}

function redirectProblem(uri: string): string | null {
  if (uri === '') return 'redirect URI cannot be empty';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must have scheme and host';
  }
  const scheme = url.protocol.slice(0, -1);
  if (UNSAFE_SCHEMES.includes(scheme.toLowerCase())) return `scheme '${scheme}' is not allowed for security reasons`;
  if (url.host === '') return 'must have scheme and host';
  if (scheme === 'http' && !LOOPBACK_HOSTS.has(url.hostname)) return 'HTTP scheme only allowed for localhost';
  if (url.hash !== '' || uri.includes('#')) return 'fragment not allowed in redirect URI';
  return null;
}

function checkRedirectUris(uris: string[] | undefined, required: boolean): void {
  if (uris === undefined || uris.length === 0) {
    throw validationFailed(
      required && uris === undefined ? 'redirect_uris is required' : 'redirect_uris cannot be empty',
    );
  }
  if (uris.length > 10) throw validationFailed('redirect_uris cannot exceed 10 items');
  for (const uri of uris) {
    const problem = redirectProblem(uri);
    if (problem) throw validationFailed(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

function checkGrantTypes(grants: string[]): void {
  if (grants.length === 0) throw validationFailed('grant_types cannot be empty');
  if (!grants.every((grant) => GRANT_TYPES.includes(grant))) {
    throw validationFailed("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  }
}

function checkUri(key: 'client_uri' | 'logo_uri', value: string | undefined): void {
  if (value === undefined || value === '') return;
  if (value.length > 2048) throw validationFailed(`${key} cannot exceed 2048 characters`);
  if (!URL.canParse(value)) throw validationFailed(`${key} must be a valid URL`);
}

function checkName(value: string | undefined): void {
  if (value !== undefined && value.length > 1024) throw validationFailed('client_name cannot exceed 1024 characters');
}

function checkAuthMethod(method: string | undefined): void {
  if (method !== undefined && method !== '' && !(AUTH_METHODS as readonly string[]).includes(method)) {
    throw validationFailed(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`);
  }
}

const typeForMethod = (method: string): string => (method === 'none' ? 'public' : 'confidential');

function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') };
}

async function loadClient(context: EmulatorContext, raw: string | undefined): Promise<ClientRow> {
  const id = raw ?? '';
  if (!isUuid(id)) throw validationFailed('invalid client_id format');
  const row = await firstRow<ClientRow>(
    context.pg,
    'select * from auth.oauth_clients where id = $1 and deleted_at is null',
    [id],
  );
  if (!row) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return row;
}

/** POST /admin/oauth/clients: a manually registered client; the secret is shown once. */
export async function handleCreateOAuthClient(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  requireServer(context);
  const body = readBody(request);
  const redirectUris = listOf(body, 'redirect_uris');
  const grantTypes = listOf(body, 'grant_types');
  const clientType = stringOf(body, 'client_type') ?? '';
  const method = stringOf(body, 'token_endpoint_auth_method') ?? '';
  const name = stringOf(body, 'client_name');
  const clientUri = stringOf(body, 'client_uri');
  const logoUri = stringOf(body, 'logo_uri');

  checkRedirectUris(redirectUris, true);
  if (grantTypes !== undefined && grantTypes.length > 0) checkGrantTypes(grantTypes);
  checkName(name);
  checkUri('client_uri', clientUri);
  checkUri('logo_uri', logoUri);
  if (clientType !== '' && clientType !== 'public' && clientType !== 'confidential') {
    throw validationFailed("client_type must be 'public' or 'confidential'");
  }
  checkAuthMethod(method);
  if (clientType !== '' && method !== '' && typeForMethod(method) !== clientType) {
    throw validationFailed(
      `client_type '${clientType}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${typeForMethod(method)}')`,
    );
  }

  const type = clientType !== '' ? clientType : method !== '' ? typeForMethod(method) : 'confidential';
  const authMethod = method !== '' ? method : type === 'public' ? 'none' : 'client_secret_basic';
  const secret = type === 'confidential' ? newSecret() : null;
  const row = await firstRow<ClientRow>(
    context.pg,
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method,
       redirect_uris, grant_types, client_name, client_uri, logo_uri)
     values ($1, $2, 'manual', $3, $4, $5::text[], $6::text[], $7, $8, $9)
     returning *`,
    [
      randomUUID(),
      secret?.hash ?? null,
      type,
      authMethod,
      redirectUris ?? [],
      grantTypes !== undefined && grantTypes.length > 0 ? grantTypes : GRANT_TYPES,
      name ?? null,
      clientUri ?? null,
      logoUri ?? null,
    ],
  );
  if (!row) throw new Error('the OAuth client was not stored');
  return json(201, clientJson(row, secret?.secret));
}

/** GET /admin/oauth/clients: every client, newest first (GoTrue does not page this list yet). */
export async function handleListOAuthClients(context: EmulatorContext): Promise<EmuResponse> {
  requireServer(context);
  const clients = await rows<ClientRow>(
    context.pg,
    'select * from auth.oauth_clients where deleted_at is null order by created_at desc, id',
  );
  return json(200, clients.length > 0 ? { clients: clients.map((row) => clientJson(row)) } : {});
}

export async function handleGetOAuthClient(
  context: EmulatorContext,
  _request: EmuRequest,
  [id]: string[],
): Promise<EmuResponse> {
  requireServer(context);
  return json(200, clientJson(await loadClient(context, id)));
}

/** PUT /admin/oauth/clients/{id}: changes only the fields given. */
export async function handleUpdateOAuthClient(
  context: EmulatorContext,
  request: EmuRequest,
  [id]: string[],
): Promise<EmuResponse> {
  requireServer(context);
  const client = await loadClient(context, id);
  const body = readBody(request);
  const redirectUris = listOf(body, 'redirect_uris');
  const grantTypes = listOf(body, 'grant_types');
  const name = stringOf(body, 'client_name');
  const clientUri = stringOf(body, 'client_uri');
  const logoUri = stringOf(body, 'logo_uri');
  const method = stringOf(body, 'token_endpoint_auth_method');
  if ([redirectUris, grantTypes, name, clientUri, logoUri, method].every((value) => value === undefined)) {
    throw validationFailed('No fields provided for update');
  }
  if (redirectUris !== undefined) checkRedirectUris(redirectUris, false);
  if (grantTypes !== undefined) checkGrantTypes(grantTypes);
  checkName(name);
  checkUri('client_uri', clientUri);
  checkUri('logo_uri', logoUri);
  if (method !== undefined) {
    if (!(AUTH_METHODS as readonly string[]).includes(method)) {
      throw validationFailed(`invalid token_endpoint_auth_method: must be one of [${AUTH_METHODS.join(' ')}]`);
    }
    if (typeForMethod(method) !== client.client_type) {
      const valid = client.client_type === 'public' ? 'none' : 'client_secret_basic client_secret_post';
      throw validationFailed(
        `token_endpoint_auth_method '${method}' is not valid for client_type '${client.client_type}'; valid methods: [${valid}]`,
      );
    }
  }
  const row = await firstRow<ClientRow>(
    context.pg,
    `update auth.oauth_clients set
       redirect_uris = coalesce($2::text[], redirect_uris),
       grant_types = coalesce($3::text[], grant_types),
       client_name = coalesce($4, client_name),
       client_uri = coalesce($5, client_uri),
       logo_uri = coalesce($6, logo_uri),
       token_endpoint_auth_method = coalesce($7, token_endpoint_auth_method),
       updated_at = now()
     where id = $1
     returning *`,
    [
      client.id,
      redirectUris ?? null,
      grantTypes ?? null,
      name ?? null,
      clientUri ?? null,
      logoUri ?? null,
      method ?? null,
    ],
  );
  if (!row) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return json(200, clientJson(row));
}

/** DELETE /admin/oauth/clients/{id}: 204; the client is kept, marked deleted, as GoTrue does. */
export async function handleDeleteOAuthClient(
  context: EmulatorContext,
  _request: EmuRequest,
  [id]: string[],
): Promise<EmuResponse> {
  requireServer(context);
  const client = await loadClient(context, id);
  await context.pg.query('update auth.oauth_clients set deleted_at = now() where id = $1', [client.id]);
  return { status: 204, body: null };
}

/** POST /admin/oauth/clients/{id}/regenerate_secret: confidential clients only. */
export async function handleRegenerateOAuthSecret(
  context: EmulatorContext,
  _request: EmuRequest,
  [id]: string[],
): Promise<EmuResponse> {
  requireServer(context);
  const client = await loadClient(context, id);
  if (client.client_type !== 'confidential') throw validationFailed('Cannot regenerate secret for public client');
  const secret = newSecret();
  const row = await firstRow<ClientRow>(
    context.pg,
    'update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning *',
    [client.id, secret.hash],
  );
  if (!row) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return json(200, clientJson(row, secret.secret));
}

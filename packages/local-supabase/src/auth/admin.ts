import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { banUntil, createAuthUser } from './admin-users-db.js';
import { objectField, optionalStringField, readJsonBody, stringField, type JsonObject } from './body.js';
import { firstRow, isUuid, rows } from './db.js';
import { badRequest, notFound, unprocessable } from './errors.js';
import { checkPasswordStrength } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { findUserRowByEmail, loadAuthUserById, mergeMetadata, type AuthUser, type FactorRow } from './users.js';
import { factorJson, userJson } from './user-json.js';
import { validateEmail, validatePhone } from './validation.js';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

function userId(raw: string | undefined): string {
  const id = raw ?? '';
  if (!isUuid(id)) throw notFound('user_not_found', 'User not found');
  return id;
}

async function existingUser(context: EmulatorContext, id: string): Promise<AuthUser> {
  const user = await loadAuthUserById(context.pg, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

function booleanField(body: JsonObject, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean')
    throw badRequest('bad_json', `Could not parse request body as JSON: ${field} must be a boolean`);
  return value;
}

function readBan(body: JsonObject): Date | null | undefined {
  const duration = optionalStringField(body, 'ban_duration');
  if (duration === undefined || duration === '') return undefined;
  const until = banUntil(duration);
  if (until === 'invalid')
    throw badRequest('validation_failed', 'invalid format for ban duration: time: invalid duration');
  return until;
}

/** GoTrue parses paging as unsigned integers: anything else is 400 "Bad Pagination Parameters". */
function pagingParameter(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest('validation_failed', 'Bad Pagination Parameters');
  return Math.max(1, Number(raw));
}

/** GET /admin/users?page&per_page: newest first, with `x-total-count` and `link` paging headers. */
export async function handleListUsers(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const params = request.url.searchParams;
  const page = pagingParameter(params.get('page'), 1);
  const perPage = Math.min(MAX_PER_PAGE, pagingParameter(params.get('per_page'), DEFAULT_PER_PAGE));
  const total =
    (await firstRow<{ n: number }>(context.pg, `select count(*)::int as n from auth.users where aud = 'authenticated'`))
      ?.n ?? 0;
  const ids = await rows<{ id: string }>(
    context.pg,
    `select id from auth.users where aud = 'authenticated' order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users: JsonObject[] = [];
  for (const { id } of ids) {
    const user = await loadAuthUserById(context.pg, id);
    if (user) users.push(userJson(user));
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = `${context.config.apiUrl}/auth/v1/admin/users`;
  const links: string[] = [];
  if (page < lastPage) links.push(`<${base}?page=${String(page + 1)}&per_page=${String(perPage)}>; rel="next"`);
  links.push(`<${base}?page=${String(lastPage)}&per_page=${String(perPage)}>; rel="last"`);
  return json(200, { users, aud: 'authenticated' }, { 'x-total-count': String(total), link: links.join(', ') });
}

/** POST /admin/users: any user, confirmed only when asked (`email_confirm`, `phone_confirm`). */
export async function handleCreateUser(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const rawEmail = stringField(body, 'email');
  const rawPhone = stringField(body, 'phone');
  const password = optionalStringField(body, 'password');
  const email = rawEmail === '' ? null : validateEmail(rawEmail);
  const phone = rawPhone === '' ? null : validatePhone(rawPhone);
  if (password !== undefined) checkPasswordStrength(context.config.project.auth, password);
  const givenId = stringField(body, 'id');
  if (givenId !== '' && !isUuid(givenId))
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  const role = stringField(body, 'role');
  const bannedUntil = readBan(body);
  const appMetadata = objectField(body, 'app_metadata') ?? {};
  const provider = email ? 'email' : phone ? 'phone' : null;

  const passwordHash = password ? await hashPassword(password) : null;
  const id = await context.pg.transaction(async (tx) => {
    if (email && (await findUserRowByEmail(tx, email))) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    if (phone && (await firstRow(tx, `select 1 from auth.users where phone = $1`, [phone]))) {
      throw unprocessable('phone_exists', 'A user with this phone number has already been registered');
    }
    return createAuthUser(tx, {
      ...(givenId ? { id: givenId } : {}),
      email,
      phone,
      passwordHash,
      emailConfirmed: booleanField(body, 'email_confirm') ?? false,
      phoneConfirmed: booleanField(body, 'phone_confirm') ?? false,
      ...(role ? { role } : {}),
      userMetadata: objectField(body, 'user_metadata') ?? objectField(body, 'data') ?? {},
      appMetadata: provider ? { provider, providers: [provider], ...appMetadata } : appMetadata,
      bannedUntil: bannedUntil ?? null,
    });
  });
  return json(200, userJson(await existingUser(context, id)));
}

/** GET /admin/users/{id}. */
export async function handleGetAdminUser(
  context: EmulatorContext,
  _request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  return json(200, userJson(await existingUser(context, userId(params[0]))));
}

/** PUT /admin/users/{id}: changes apply at once (no confirmation mails), metadata merges key by key. */
export async function handleUpdateAdminUser(
  context: EmulatorContext,
  request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  const id = userId(params[0]);
  const body = readJsonBody(request);
  const current = await existingUser(context, id);
  const rawEmail = optionalStringField(body, 'email');
  const rawPhone = optionalStringField(body, 'phone');
  const email = rawEmail ? validateEmail(rawEmail) : undefined;
  const phone = rawPhone ? validatePhone(rawPhone) : undefined;
  const password = optionalStringField(body, 'password');
  if (password !== undefined) checkPasswordStrength(context.config.project.auth, password);
  const emailConfirm = booleanField(body, 'email_confirm');
  const phoneConfirm = booleanField(body, 'phone_confirm');
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const role = optionalStringField(body, 'role');
  const bannedUntil = readBan(body);
  const newPasswordHash = password === undefined ? undefined : await hashPassword(password);

  await context.pg.transaction(async (tx) => {
    if (email !== undefined && email !== current.row.email) {
      const other = await findUserRowByEmail(tx, email);
      if (other && other.id !== id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      await tx.query(`update auth.users set email = $2, email_change = '', email_change_token_new = '' where id = $1`, [
        id,
        email,
      ]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
         where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (phone !== undefined) await tx.query(`update auth.users set phone = $2 where id = $1`, [id, phone]);
    if (newPasswordHash !== undefined) {
      await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [id, newPasswordHash]);
    }
    if (emailConfirm !== undefined) {
      await tx.query(
        `update auth.users set email_confirmed_at = case when $2 then coalesce(email_confirmed_at, now()) end where id = $1`,
        [id, emailConfirm],
      );
    }
    if (phoneConfirm !== undefined) {
      await tx.query(
        `update auth.users set phone_confirmed_at = case when $2 then coalesce(phone_confirmed_at, now()) end where id = $1`,
        [id, phoneConfirm],
      );
    }
    if (userMetadata) {
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb where id = $1`, [
        id,
        JSON.stringify(mergeMetadata(current.row.raw_user_meta_data, userMetadata)),
      ]);
    }
    if (appMetadata) {
      await tx.query(`update auth.users set raw_app_meta_data = $2::jsonb where id = $1`, [
        id,
        JSON.stringify(mergeMetadata(current.row.raw_app_meta_data, appMetadata)),
      ]);
    }
    if (role) await tx.query(`update auth.users set role = $2 where id = $1`, [id, role]);
    if (bannedUntil !== undefined)
      await tx.query(`update auth.users set banned_until = $2 where id = $1`, [id, bannedUntil]);
    await tx.query(`update auth.users set updated_at = now() where id = $1`, [id]);
  });
  return json(200, userJson(await existingUser(context, id)));
}

/** DELETE /admin/users/{id} `{should_soft_delete}`: soft deletion keeps an anonymised row. */
export async function handleDeleteAdminUser(
  context: EmulatorContext,
  request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  const id = userId(params[0]);
  const body = request.body.length > 0 ? readJsonBody(request) : {};
  const soft = booleanField(body, 'should_soft_delete') ?? false;
  const user = await existingUser(context, id);
  await context.pg.transaction(async (tx) => {
    if (!soft) {
      await tx.query(`delete from auth.users where id = $1`, [id]);
      return;
    }
    await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
    await tx.query(`delete from auth.identities where user_id = $1`, [id]);
    await tx.query(`delete from auth.mfa_factors where user_id = $1`, [id]);
    await tx.query(
      `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
         raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
      [id],
    );
  });
  return json(200, userJson(user));
}

async function userFactors(context: EmulatorContext, id: string): Promise<FactorRow[]> {
  return (await existingUser(context, id)).factors;
}

/** GET /admin/users/{id}/factors. */
export async function handleListUserFactors(
  context: EmulatorContext,
  _request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  return json(200, (await userFactors(context, userId(params[0]))).map(factorJson));
}

/** DELETE /admin/users/{id}/factors/{factorId}: answers the removed factor. */
export async function handleDeleteUserFactor(
  context: EmulatorContext,
  _request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  const factors = await userFactors(context, userId(params[0]));
  const factor = factors.find((candidate) => candidate.id === params[1]);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  await context.pg.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  return json(200, factorJson(factor));
}

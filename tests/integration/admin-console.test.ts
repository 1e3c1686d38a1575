/**
 * The admin console's data (issue 28, item 3): only an admin signed in at aal2 reads the report
 * queue, the hidden reviews, the providers and the audit log, or decides anything; every decision
 * leaves exactly one audit row; the audit log cannot be changed, even by the service role; a
 * restored review is public again; a suspended provider leaves every listing and receives no new
 * request, while the existing chat goes on.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider, sendRequest, talkAndAge, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

const ADMIN_ONLY = 'Only an admin signed in with a second factor can do this.';
const NOT_TAKING = 'This provider is not taking requests right now. Please ask another provider.';
const KOCHI = { lat: 9.9674, lon: 76.2858 };

function codeFor(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

interface Admin {
  id: string;
  email: string;
  /** Signed in with the password only (aal1), with a verified factor. */
  aal1: Client;
  /** Signed in with the password and the authenticator code (aal2). */
  aal2: Client;
}

/** A new account given the admin role with the service key, with a verified TOTP factor. */
async function newAdmin(): Promise<Admin> {
  const email = uniqueEmail('admin');
  const { id } = await backend.signUp(email);
  const granted = await backend.service().auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
  if (granted.error) throw granted.error;
  const aal2 = await backend.signIn(email);
  const enrolled = await aal2.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Admin phone' });
  if (enrolled.error) throw enrolled.error;
  const verified = await aal2.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: codeFor(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  const aal1 = await backend.signIn(email);
  return { id, email, aal1, aal2 };
}

async function report(person: Person, targetType: string, targetId: string, reason = 'abuse') {
  const { error } = await person.client
    .from('reports')
    .insert({ target_type: targetType, target_id: targetId, reason, details: 'rude' });
  if (error) throw new Error(`report: ${error.message}`);
}

/** A review by a new customer of `provider`, hidden by three reports; returns its id. */
async function reviewHiddenByReports(provider: Person, body: string): Promise<number> {
  const author = await newCustomer(backend, 'Kiran', 'Joseph');
  const id = await connect(author, provider);
  await talkAndAge(backend.service(), author, provider, id);
  const { error } = await author.client
    .from('reviews')
    .insert({ message_id: id, provider: provider.id, customer: author.id, rating: 2, body });
  if (error) throw new Error(`review: ${error.message}`);
  const { data } = await author.client.rpc('my_review', { request_id: id }).single();
  const reviewId = Number(data?.id);
  for (const name of ['Ann', 'Ben', 'Cid']) {
    await report(await newCustomer(backend, name, 'Reporter'), 'review', String(reviewId));
  }
  return reviewId;
}

async function publicReviewIds(provider: Person): Promise<number[]> {
  const { data, error } = await backend.anon().rpc('provider_reviews', { provider: provider.id });
  if (error) throw new Error(error.message);
  return data.map((row) => row.id);
}

async function auditRows(targetType: string, targetId: string) {
  const { data, error } = await backend
    .service()
    .from('audit_log')
    .select('actor, action, target_type, target_id, reason')
    .eq('target_type', targetType)
    .eq('target_id', targetId);
  if (error) throw new Error(error.message);
  return data;
}

/** Every admin read and decision, as `client`; each answer's error code. */
async function everyAdminCall(client: Client, provider: Person, reviewId: number): Promise<(string | undefined)[]> {
  const answers = await Promise.all([
    client.rpc('admin_report_queue'),
    client.rpc('admin_hidden_reviews', {}),
    client.rpc('admin_find_providers', { q: 'Manoj' }),
    client.rpc('admin_audit_entries', {}),
    client.rpc('admin_decide_report', {
      target_type: 'review',
      target_id: String(reviewId),
      decision: 'dismiss',
      reason: 'fine',
    }),
    client.rpc('admin_set_review_hidden', { review_id: reviewId, hidden: false, reason: 'fine' }),
    client.rpc('admin_set_provider_suspended', { provider: provider.id, suspended: true, reason: 'bad' }),
  ]);
  for (const answer of answers) if (answer.error) expect(answer.error.message).toBe(ADMIN_ONLY);
  return answers.map((answer) => answer.error?.code);
}

describe('who may use the admin console', () => {
  it('refuses a non-admin and an admin at aal1 every read and decision, and shows them no audit row', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Manoj', 'Varma');
    const reviewId = await reviewHiddenByReports(provider, 'Left the wiring half done and shouted at us.');
    const admin = await newAdmin();
    const seen = await admin.aal2.rpc('admin_set_review_hidden', {
      review_id: reviewId,
      hidden: true,
      reason: 'Abusive',
    });
    expect(seen.error).toBeNull();

    const customer = await newCustomer(backend);
    for (const client of [customer.client, provider.client, admin.aal1]) {
      expect(await everyAdminCall(client, provider, reviewId)).toEqual(Array(7).fill('42501'));
      const log = await client.from('audit_log').select('id');
      expect(log.error).toBeNull();
      expect(log.data).toEqual([]);
      const forged = await client
        .from('audit_log')
        .insert({ actor: admin.id, action: 'review.restore', target_type: 'review', target_id: '1', reason: 'x' });
      expect(forged.error?.code).toBe('42501');
    }
    const anonymous = await backend.anon().rpc('admin_report_queue');
    expect(anonymous.error).not.toBeNull();
    expect((await backend.anon().from('audit_log').select('id')).error?.code).toBe('42501');

    // Nothing the refused calls tried happened.
    expect(await auditRows('review', String(reviewId))).toHaveLength(1);
    expect(await publicReviewIds(provider)).not.toContain(reviewId);
    const listed = await backend.anon().from('service-providers').select('uuid').eq('uuid', provider.id);
    expect(listed.data).toHaveLength(1);
  });

  it('has a seeded admin account, which without a second factor reaches nothing', async () => {
    const seeded = await backend.signIn('admin@mistri.test', DEMO_PASSWORD);
    const { data } = await seeded.auth.getUser();
    expect(data.user?.app_metadata.role).toBe('admin');
    expect((await seeded.rpc('admin_report_queue')).error?.code).toBe('42501');
  });

  it('cannot be reached by giving oneself the admin role', async () => {
    const { client } = await backend.signUp(uniqueEmail('self-made'));
    const asked = await client.auth.updateUser({ data: { role: 'admin' } });
    expect(asked.error).toBeNull();
    const again = await backend.signIn(asked.data.user?.email ?? '');
    expect((await again.rpc('admin_report_queue')).error?.code).toBe('42501');
  });

  it('refuses app_metadata from the person, and no API function writes auth.users', async () => {
    const email = uniqueEmail('self-app');
    const { client } = await backend.signUp(email);
    const { data: session } = await client.auth.getSession();
    const asked = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${session.session?.access_token ?? ''}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(asked.status).toBe(403);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.app_metadata.role).toBeUndefined();

    const pg = backend.emulator?.pg;
    if (!pg) throw new Error('needs the embedded backend');
    const writers = await pg.query<{ name: string }>(`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
        and p.prosrc ~* '(update|insert\\s+into|delete\\s+from)\\s+auth\\.'`);
    expect(writers.rows.map((row) => row.name)).toEqual([]);
  });
});

describe('an admin at aal2', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await newAdmin();
  });

  it('reads the report queue grouped by target with the review’s text, and restores the review', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Suresh', 'Babu');
    const body = 'He never came and then asked for money twice.';
    const reviewId = await reviewHiddenByReports(provider, body);
    expect(await publicReviewIds(provider)).not.toContain(reviewId);

    const queue = await admin.aal2.rpc('admin_report_queue');
    expect(queue.error).toBeNull();
    const entry = queue.data?.find((row) => row.target_type === 'review' && row.target_id === String(reviewId));
    expect(entry).toMatchObject({ reports: 3, reasons: ['abuse'], target_text: body, review_hidden: true });
    expect(entry?.target_name).toBe('Kiran Joseph');

    const hidden = await admin.aal2.rpc('admin_hidden_reviews', {});
    expect(hidden.data?.find((row) => row.id === reviewId)).toMatchObject({
      body,
      hidden_reason: 'reports',
      open_reports: 3,
      provider_name: 'Suresh Babu',
    });

    const restored = await admin.aal2.rpc('admin_set_review_hidden', {
      review_id: reviewId,
      hidden: false,
      reason: '  The customer’s account matches the job.  ',
    });
    expect(restored.error).toBeNull();
    expect(await publicReviewIds(provider)).toContain(reviewId);
    const settled = await backend
      .service()
      .from('reports')
      .select('status')
      .eq('target_type', 'review')
      .eq('target_id', String(reviewId));
    expect(settled.data?.map((row) => row.status)).toEqual(['dismissed', 'dismissed', 'dismissed']);
    expect(await auditRows('review', String(reviewId))).toEqual([
      {
        actor: admin.id,
        action: 'review.restore',
        target_type: 'review',
        target_id: String(reviewId),
        reason: 'The customer’s account matches the job.',
      },
    ]);
    const after = await admin.aal2.rpc('admin_report_queue');
    expect(after.data?.some((row) => row.target_id === String(reviewId))).toBe(false);

    const twice = await admin.aal2.rpc('admin_set_review_hidden', { review_id: reviewId, hidden: false, reason: 'x' });
    expect(twice.error?.code).toBe('22023');
    expect(await auditRows('review', String(reviewId))).toHaveLength(1);
  });

  it('hides a visible review, upholding its open report, with one audit row', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Ajay', 'Kumar');
    const author = await newCustomer(backend, 'Leela', 'Das');
    const id = await connect(author, provider);
    await talkAndAge(backend.service(), author, provider, id);
    await author.client
      .from('reviews')
      .insert({ message_id: id, provider: provider.id, customer: author.id, rating: 1, body: 'Call 98xxxx for cheap' });
    const { data } = await author.client.rpc('my_review', { request_id: id }).single();
    const reviewId = Number(data?.id);
    await report(await newCustomer(backend, 'Om', 'Prakash'), 'review', String(reviewId), 'spam');
    expect(await publicReviewIds(provider)).toContain(reviewId);

    const hid = await admin.aal2.rpc('admin_set_review_hidden', { review_id: reviewId, hidden: true, reason: 'Spam' });
    expect(hid.error).toBeNull();
    expect(await publicReviewIds(provider)).not.toContain(reviewId);
    const rows = await auditRows('review', String(reviewId));
    expect(rows.map((row) => row.action)).toEqual(['review.hide']);
    const statuses = await backend.service().from('reports').select('status').eq('target_id', String(reviewId));
    expect(statuses.data).toEqual([{ status: 'upheld' }]);
  });

  it('decides all open reports of a target at once, with one audit row', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Biju', 'Mathew');
    for (const name of ['Asha', 'Bina']) {
      await report(await newCustomer(backend, name, 'Roy'), 'provider', provider.id, 'fraud');
    }
    const queue = await admin.aal2.rpc('admin_report_queue');
    const entry = queue.data?.find((row) => row.target_id === provider.id);
    expect(entry).toMatchObject({ target_type: 'provider', reports: 2, target_name: 'Biju Mathew' });

    const decided = await admin.aal2.rpc('admin_decide_report', {
      target_type: 'provider',
      target_id: provider.id,
      decision: 'dismiss',
      reason: 'Both reports are about a price dispute.',
    });
    expect(decided.error).toBeNull();
    expect(decided.data).toBe(2);
    expect((await auditRows('provider', provider.id)).map((row) => row.action)).toEqual(['report.dismiss']);
    const again = await admin.aal2.rpc('admin_decide_report', {
      target_type: 'provider',
      target_id: provider.id,
      decision: 'uphold',
      reason: 'Again',
    });
    expect(again.error?.code).toBe('P0002');
    expect(await auditRows('provider', provider.id)).toHaveLength(1);
  });

  it.each([
    ['an empty reason', { target_type: 'provider', decision: 'uphold', reason: '   ' }],
    ['no reason', { target_type: 'provider', decision: 'uphold', reason: null }],
    ['a reason over 1000 characters', { target_type: 'provider', decision: 'uphold', reason: 'x'.repeat(1001) }],
    ['an unknown decision', { target_type: 'provider', decision: 'delete', reason: 'x' }],
    ['an unknown target type', { target_type: 'verification', decision: 'uphold', reason: 'x' }],
  ])('answers 400 to %s and writes nothing', async (_label, args) => {
    const before = await backend.service().from('audit_log').select('id', { count: 'exact', head: true });
    const answer = await admin.aal2.rpc('admin_decide_report', {
      target_id: '00000000-0000-4000-8000-000000000000',
      ...args,
    } as never);
    expect(answer.error?.code).toBe('22023');
    expect(answer.status).toBe(400);
    const after = await backend.service().from('audit_log').select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });

  it('pages the audit log newest first with the acting admin’s e-mail', async () => {
    const first = await admin.aal2.rpc('admin_audit_entries', { max: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toHaveLength(2);
    const [newest, next] = first.data ?? [];
    expect(newest?.actor_email).toBe(admin.email);
    expect(Number(newest?.id)).toBeGreaterThan(Number(next?.id));
    const rest = await admin.aal2.rpc('admin_audit_entries', { before_id: next?.id ?? 0, max: 100 });
    expect(rest.data?.every((row) => row.id < (next?.id ?? 0))).toBe(true);
    const direct = await admin.aal2.from('audit_log').select('id').order('created_at', { ascending: false });
    expect(direct.data?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the audit log', () => {
  it('refuses update, delete and truncate, even for the service role', async () => {
    const admin = await newAdmin();
    const provider = await newProvider(backend, 'Electrician', 'Tony', 'Paul');
    await report(await newCustomer(backend), 'provider', provider.id);
    await admin.aal2.rpc('admin_decide_report', {
      target_type: 'provider',
      target_id: provider.id,
      decision: 'uphold',
      reason: 'Confirmed',
    });
    const service = backend.service();
    const changed = await service.from('audit_log').update({ reason: 'nothing' }).eq('target_id', provider.id);
    expect(changed.error?.code).toBe('42501');
    const removed = await service.from('audit_log').delete().eq('target_id', provider.id);
    expect(removed.error?.code).toBe('42501');
    const pg = backend.emulator?.pg;
    if (pg) {
      await expect(
        pg.transaction(async (tx) => {
          await tx.query('set local role service_role');
          await tx.query('truncate public.audit_log');
        }),
      ).rejects.toThrow('The audit log cannot be changed or deleted.');
    }
    expect(await auditRows('provider', provider.id)).toEqual([
      {
        actor: admin.id,
        action: 'report.uphold',
        target_type: 'provider',
        target_id: provider.id,
        reason: 'Confirmed',
      },
    ]);
  });
});

describe('a suspended provider', () => {
  it('leaves nearby, the directory, search and the deep link, refuses new requests, keeps the chat', async () => {
    const admin = await newAdmin();
    const provider = await newProvider(backend, 'Electrician', 'Zebediah', 'Quill');
    const placed = await provider.client
      .from('service-providers')
      .update({ latitude: KOCHI.lat, longitude: KOCHI.lon, location: 'MG Road, Kochi' } as never)
      .eq('uuid', provider.id);
    expect(placed.error).toBeNull();
    const chatting = await newCustomer(backend, 'Maya', 'Rao');
    const chatId = await connect(chatting, provider);

    async function listed(): Promise<Record<string, boolean>> {
      const anon = backend.anon();
      const near = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 10 });
      const search = await anon.rpc('search_providers', { q: 'Zebediah' });
      const directory = await anon.rpc('search_providers', { job: 'Electrician', page_size: 100, sort: 'name' });
      const card = await chatting.client.rpc('directory_card', { provider: provider.id });
      return {
        nearby: (near.data ?? []).some((p) => p.uuid === provider.id),
        search: (search.data ?? []).some((p) => p.uuid === provider.id),
        directory: (directory.data ?? []).some((p) => p.uuid === provider.id),
        deepLink: (card.data ?? []).length === 1,
      };
    }
    const everywhere = { nearby: true, search: true, directory: true, deepLink: true };
    const nowhere = { nearby: false, search: false, directory: false, deepLink: false };
    expect(await listed()).toEqual(everywhere);

    const found = await admin.aal2.rpc('admin_find_providers', { q: 'zebediah' });
    expect(found.data?.map((row) => row.uuid)).toEqual([provider.id]);
    const { data: account } = await provider.client.auth.getUser();
    const byEmail = await admin.aal2.rpc('admin_find_providers', { q: account.user?.email ?? '' });
    expect(byEmail.data?.map((row) => [row.uuid, row.email])).toEqual([[provider.id, account.user?.email]]);
    const suspended = await admin.aal2.rpc('admin_set_provider_suspended', {
      provider: provider.id,
      suspended: true,
      reason: 'Harassed two customers in chat.',
    });
    expect(suspended.error).toBeNull();
    expect(await listed()).toEqual(nowhere);
    expect((await admin.aal2.rpc('admin_find_providers', { q: 'Quill' })).data?.[0]?.suspended_at).not.toBeNull();

    const newcomer = await newCustomer(backend, 'Ravi', 'Shankar');
    await expect(sendRequest(newcomer, provider)).rejects.toThrow(NOT_TAKING);
    const said = await chatting.client.from('chat_messages').insert({ message_id: chatId, body: 'Still there?' });
    expect(said.error).toBeNull();
    const own = await provider.client.from('service-providers').select('suspended_at').eq('uuid', provider.id);
    expect(own.data?.[0]?.suspended_at).not.toBeNull();
    const unsuspendSelf = await provider.client
      .from('service-providers')
      .update({ suspended_at: null, latitude: KOCHI.lat, longitude: KOCHI.lon } as never)
      .eq('uuid', provider.id);
    expect(unsuspendSelf.error).toBeNull();
    expect(await listed()).toEqual(nowhere);
    const place = await provider.client.rpc('my_place').single();
    expect([place.data?.latitude, place.data?.longitude]).toEqual([KOCHI.lat, KOCHI.lon]);

    const reinstated = await admin.aal2.rpc('admin_set_provider_suspended', {
      provider: provider.id,
      suspended: false,
      reason: 'Apologised; warned.',
    });
    expect(reinstated.error).toBeNull();
    expect(await listed()).toEqual(everywhere);
    expect((await auditRows('provider', provider.id)).map((row) => row.action)).toEqual([
      'provider.suspend',
      'provider.unsuspend',
    ]);
    const entries = await admin.aal2.rpc('admin_audit_entries', { max: 2 });
    expect(entries.data?.map((row) => [row.action, row.target_name])).toEqual([
      ['provider.unsuspend', 'Zebediah Quill'],
      ['provider.suspend', 'Zebediah Quill'],
    ]);
    const unknown = await admin.aal2.rpc('admin_set_provider_suspended', {
      provider: '00000000-0000-4000-8000-000000000000',
      suspended: true,
      reason: 'x',
    });
    expect(unknown.error?.code).toBe('P0002');
  });
});

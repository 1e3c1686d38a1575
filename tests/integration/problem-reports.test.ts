/**
 * Report a Problem (issue 28, item 6): visitors and signed-in people file problem reports, nobody
 * reads them through the API but an admin at aal2, and each sender files at most 5 an hour.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

const RATE_LIMITED = 'Too many problem reports: at most 5 per hour. Please try again later.';

function problem(description: string, contactEmail: string | null = null) {
  return { category: 'app', description, contact_email: contactEmail };
}

function codeFor(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** A signed-in account whose app_metadata carries the admin role (set with the service key), at aal1. */
async function adminAtAal1(): Promise<{ client: Client; email: string }> {
  const email = uniqueEmail('admin');
  const { id } = await backend.signUp(email);
  const { error } = await backend.service().auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
  if (error) throw error;
  return { client: await backend.signIn(email), email };
}

/** The same admin after a verified TOTP code: a session at aal2. */
async function adminAtAal2(): Promise<Client> {
  const { client } = await adminAtAal1();
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
  if (enrolled.error) throw enrolled.error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: codeFor(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return client;
}

describe('problem reports', () => {
  it('are filed by visitors without a name and by signed-in people in their own name', async () => {
    const visitor = await backend.anon().from('problem_reports').insert(problem('The map does not load.', 'a@b.in'));
    expect(visitor.error).toBeNull();
    expect(visitor.status).toBe(201);

    const { client, id } = await backend.signUp(uniqueEmail('reporter'));
    const mine = await client.from('problem_reports').insert(problem('My request vanished after a reload.'));
    expect(mine.error).toBeNull();

    const { data } = await backend
      .service()
      .from('problem_reports')
      .select('reporter, category, description, contact_email')
      .order('id');
    expect(data).toEqual([
      { reporter: null, category: 'app', description: 'The map does not load.', contact_email: 'a@b.in' },
      { reporter: id, category: 'app', description: 'My request vanished after a reload.', contact_email: null },
    ]);
  });

  it('refuse a forged reporter, a status-like column and a bad row with a 4xx', async () => {
    const { client } = await backend.signUp(uniqueEmail('forger'));
    const { id: other } = await backend.signUp(uniqueEmail('victim'));
    const forged = await client
      .from('problem_reports')
      .insert({ ...problem('Filed in somebody else’s name.'), reporter: other } as never);
    expect(forged.error?.code).toBe('42501');
    expect(forged.status).toBe(403);

    const visitorForged = await backend
      .anon()
      .from('problem_reports')
      .insert({ ...problem('A visitor naming an account.'), reporter: other } as never);
    expect(visitorForged.error?.code).toBe('42501');

    const address = await client
      .from('problem_reports')
      .insert({ ...problem('Setting my own address.'), client_address: '10.0.0.1' } as never);
    expect(address.error?.code).toBe('42501');

    const badRows: { category: string; description: string; contact_email: string | null }[] = [
      { category: 'nonsense', description: 'A category nobody offers.', contact_email: null },
      { category: 'app', description: '   short  ', contact_email: null },
      { category: 'app', description: 'x'.repeat(2001), contact_email: null },
      { category: 'app', description: 'An e-mail that is not one.', contact_email: 'not-an-email' },
    ];
    for (const bad of badRows) {
      const refused = await client.from('problem_reports').insert(bad);
      expect(refused.error?.code, JSON.stringify(bad).slice(0, 80)).toBe('23514');
      expect(refused.status).toBe(400);
    }
  });

  it('are read by nobody through the API but an admin at aal2', async () => {
    const { client } = await backend.signUp(uniqueEmail('curious'));
    expect((await client.from('problem_reports').select('id')).data).toEqual([]);
    expect((await backend.anon().from('problem_reports').select('id')).error?.code).toBe('42501');

    const { client: aal1 } = await adminAtAal1();
    expect((await aal1.from('problem_reports').select('id')).data).toEqual([]);

    const { client: selfMade } = await backend.signUp(uniqueEmail('self-made'), undefined, { role: 'admin' });
    const selfMadeRead = await selfMade.from('problem_reports').select('id');
    expect(selfMadeRead.data).toEqual([]);

    const aal2 = await adminAtAal2();
    const { data, error } = await aal2.from('problem_reports').select('description').order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.description)).toEqual([
      'The map does not load.',
      'My request vanished after a reload.',
    ]);

    const changed = await aal2.from('problem_reports').update({ description: 'Rewritten by an admin.' }).gt('id', 0);
    expect(changed.error?.code).toBe('42501');
    const removed = await aal2.from('problem_reports').delete().gt('id', 0);
    expect(removed.error?.code).toBe('42501');
  });

  it('allow a signed-in person 5 an hour, then answer 429', async () => {
    const { client } = await backend.signUp(uniqueEmail('busy'));
    for (let n = 1; n <= 5; n += 1) {
      const filed = await client.from('problem_reports').insert(problem(`Problem number ${String(n)} today.`));
      expect(filed.error).toBeNull();
    }
    const sixth = await client.from('problem_reports').insert(problem('One problem too many.'));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.message).toBe(RATE_LIMITED);

    const { client: someoneElse } = await backend.signUp(uniqueEmail('calm'));
    expect((await someoneElse.from('problem_reports').insert(problem('A problem of my own.'))).error).toBeNull();

    const bulk = await (
      await backend.signUp(uniqueEmail('bulk'))
    ).client
      .from('problem_reports')
      .insert(Array.from({ length: 6 }, (_, n) => problem(`Bulk problem number ${String(n)}.`)));
    expect(bulk.status).toBe(429);
  });

  it('allow a visitor 5 an hour per contact e-mail and per address', async () => {
    const email = uniqueEmail('visitor');
    const earlier = Array.from({ length: 5 }, (_, n) => problem(`Earlier visitor problem ${String(n)}.`, email));
    expect((await backend.service().from('problem_reports').insert(earlier)).error).toBeNull();
    const sameEmail = await backend.anon().from('problem_reports').insert(problem('Once more, same e-mail.', email));
    expect(sameEmail.status).toBe(429);
    expect(sameEmail.error?.message).toBe(RATE_LIMITED);

    // The first visitor report of this file came from this address too.
    for (let n = 2; n <= 5; n += 1) {
      const filed = await backend
        .anon()
        .from('problem_reports')
        .insert(problem(`Visitor problem ${String(n)}.`));
      expect(filed.error).toBeNull();
    }
    const sixth = await backend.anon().from('problem_reports').insert(problem('A sixth from this address.'));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.message).toBe(RATE_LIMITED);
  });
});

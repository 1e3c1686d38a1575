import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldOfConstraint, isRefusedSignUp, NAME_MAX_CODE_POINTS } from '../../src/lib/validation/field-rules.js';
import { makeClient, startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';

/** The fields of a supabase-js error the refusal rules read (what the app's toApiError keeps of it). */
function refusalOf(error: { message: string; code?: string; status?: number } | null) {
  return {
    message: error?.message ?? '',
    ...(error?.code ? { code: error.code } : {}),
    ...(error?.status ? { status: error.status } : {}),
  };
}

let backend: TestBackend;
let service: Client;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
});

afterAll(async () => {
  await backend.close();
});

const PASSWORD = 'Secret123';

function signUpRaw(email: string, data: Record<string, unknown>) {
  return makeClient(backend.url, backend.anonKey).auth.signUp({ email, password: PASSWORD, options: { data } });
}

/** Whether an account with this address and the test password exists (a sign-in succeeds). */
async function accountExists(email: string): Promise<boolean> {
  const { error } = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD });
  return error === null;
}

describe('the sign-up trigger makes the profile row with the account', () => {
  it('a customer sign-up (first_name, no job) gets a users row from its metadata', async () => {
    const email = uniqueEmail('trigger-customer');
    const { client, id } = await backend.signUp(email, PASSWORD, {
      first_name: 'ബാലസുബ്രഹ്മണ്യൻ',
      last_name: 'Nair',
      phonenumber: '+919876543210',
      full_name: 'ബാലസുബ്രഹ്മണ്യൻ Nair',
    });
    const { data, error } = await client.from('users').select('uuid, first_name, last_name, phonenumber, email');
    expect(error).toBeNull();
    expect(data).toEqual([
      { uuid: id, first_name: 'ബാലസുബ്രഹ്മണ്യൻ', last_name: 'Nair', phonenumber: '+919876543210', email },
    ]);
    const provider = await service.from('service-providers').select('uuid').eq('uuid', id);
    expect(provider.data).toEqual([]);
  });

  it('a provider registration (first_name and job) gets a service-providers row', async () => {
    const email = uniqueEmail('trigger-provider');
    const { id } = await backend.signUp(email, PASSWORD, {
      first_name: 'Rajan',
      last_name: 'Pillai',
      phonenumber: '+919847011111',
      job: 'Plumber',
    });
    const { data } = await service
      .from('service-providers')
      .select('first_name, job, email, phonenumber')
      .eq('uuid', id);
    // The directory is public: e-mail and phone go to the provider's private row.
    expect(data).toEqual([{ first_name: 'Rajan', job: 'Plumber', email: '', phonenumber: '' }]);
    const own = await service.from('provider_private').select('email, phonenumber').eq('uuid', id);
    expect(own.data).toEqual([{ email, phonenumber: '+919847011111' }]);
    const customer = await service.from('users').select('uuid').eq('uuid', id);
    expect(customer.data).toEqual([]);
  });

  it('metadata without first_name (OAuth-like, tests) makes no row', async () => {
    const { id } = await backend.signUp(uniqueEmail('trigger-none'), PASSWORD, { job: 'Electrician' });
    expect((await service.from('service-providers').select('uuid').eq('uuid', id)).data).toEqual([]);
    expect((await service.from('users').select('uuid').eq('uuid', id)).data).toEqual([]);
  });

  it('a refused profile refuses the whole sign-up: no half-made account, and the address stays free', async () => {
    const email = uniqueEmail('trigger-refused');
    const tooLong = 'a'.repeat(NAME_MAX_CODE_POINTS + 1);
    const refused = await signUpRaw(email, { first_name: tooLong, last_name: 'X', phonenumber: '+919876543210' });
    // GoTrue's answer: a 500, which supabase-js 2.109 surfaces as a retryable error without its text.
    expect(refused.error?.status).toBe(500);
    expect(isRefusedSignUp(refusalOf(refused.error))).toBe(true);
    expect(refused.error?.message).not.toMatch(/constraint|relation/);
    expect(await accountExists(email)).toBe(false);

    const badPhone = await signUpRaw(email, { first_name: 'Asha', phonenumber: '+91 98765 43210' });
    expect(badPhone.error?.status).toBe(500);
    expect(await accountExists(email)).toBe(false);

    const retried = await signUpRaw(email, { first_name: 'Asha', last_name: 'Menon', phonenumber: '+919876543210' });
    expect(retried.error).toBeNull();
    expect(await accountExists(email)).toBe(true);
  });
});

describe('the field rules are CHECK constraints with a form message each', () => {
  it('refuses a phone number not in the stored form, and the app maps it to the phone field', async () => {
    const email = uniqueEmail('rules-phone');
    const { client, id } = await backend.signUp(email, PASSWORD, { first_name: 'Asha', phonenumber: '' });
    for (const phonenumber of ['9876543210', '+91 98765 43210', '+9198765432']) {
      const { error } = await client.from('users').update({ phonenumber }).eq('uuid', id);
      expect(error?.code).toBe('23514');
      expect(fieldOfConstraint(refusalOf(error))?.field).toBe('phone');
    }
    const ok = await client.from('users').update({ phonenumber: '+919876543210' }).eq('uuid', id);
    expect(ok.error).toBeNull();
  });

  it('allows names up to the code-point bound and maps longer ones to the name fields', async () => {
    const { client, id } = await backend.signUp(uniqueEmail('rules-name'), PASSWORD, { first_name: 'Asha' });
    const fits = await client
      .from('users')
      .update({ first_name: 'ക്ഷ'.repeat(NAME_MAX_CODE_POINTS / 4) })
      .eq('uuid', id);
    expect(fits.error).toBeNull();
    const first = await client
      .from('users')
      .update({ first_name: 'a'.repeat(401) })
      .eq('uuid', id);
    expect(fieldOfConstraint(refusalOf(first.error))?.field).toBe('firstName');
    const last = await client
      .from('users')
      .update({ last_name: 'a'.repeat(401) })
      .eq('uuid', id);
    expect(fieldOfConstraint(refusalOf(last.error))?.field).toBe('lastName');
    const email = await client
      .from('users')
      .update({ email: `${'a'.repeat(2000)}@example.in` })
      .eq('uuid', id);
    expect(fieldOfConstraint(refusalOf(email.error))?.field).toBe('email');
  });

  it('every seeded row satisfies the phone rule', async () => {
    for (const table of ['users', 'provider_private'] as const) {
      const { data, error } = await service.from(table).select('phonenumber');
      expect(error).toBeNull();
      expect(data?.length).toBeGreaterThan(0);
      for (const row of data ?? []) expect(row.phonenumber).toMatch(/^(\+91\d{10})?$/);
    }
  });
});

describe('complete_my_profile gives a half-made account its row on the next sign-in', () => {
  it('makes a provider row from an older sign-up that only kept full_name and job', async () => {
    const email = uniqueEmail('half-provider');
    const { client, id } = await backend.signUp(email, PASSWORD, { full_name: 'Joseph Kurian Thomas', job: 'Plumber' });
    expect((await service.from('service-providers').select('uuid').eq('uuid', id)).data).toEqual([]);
    const first = await client.rpc('complete_my_profile');
    expect(first.error).toBeNull();
    expect(first.data).toBe('service-providers');
    const { data } = await client.from('service-providers').select('first_name, last_name, job').eq('uuid', id);
    expect(data).toEqual([{ first_name: 'Joseph', last_name: 'Kurian Thomas', job: 'Plumber' }]);
    const own = await client.from('provider_private').select('email');
    expect(own.data).toEqual([{ email }]);
    const again = await client.rpc('complete_my_profile');
    expect(again.data).toBeNull();
  });

  it('makes a users row for a customer, and nothing for accounts without sign-up names', async () => {
    const customer = await backend.signUp(uniqueEmail('half-customer'), PASSWORD, { full_name: 'Asha' });
    expect((await customer.client.rpc('complete_my_profile')).data).toBe('users');
    const { data } = await customer.client.from('users').select('first_name, last_name');
    expect(data).toEqual([{ first_name: 'Asha', last_name: '' }]);

    const bare = await backend.signUp(uniqueEmail('half-bare'), PASSWORD, {});
    expect((await bare.client.rpc('complete_my_profile')).data).toBeNull();
    expect((await service.from('users').select('uuid').eq('uuid', bare.id)).data).toEqual([]);
  });

  it('is not callable without a session', async () => {
    const { error } = await backend.anon().rpc('complete_my_profile');
    expect(error).not.toBeNull();
  });
});

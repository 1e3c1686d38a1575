/**
 * Verified providers (issue 28, item 1): ID checks under RLS (the provider and admins read, one
 * pending at a time, only the last 4 characters), the private bucket, the admin decision at aal2
 * with its audit row, the badges and "Verified only", and the purge 30 days after the decision.
 */
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../supabase/functions/_shared/settings.ts';
import { purgeVerificationDocuments } from '../../supabase/functions/_shared/verification-purge.ts';
import { verificationPurgeHandler } from '../../supabase/functions/verification-purge/handler.ts';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { newCustomer, newProvider, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

const BUCKET = 'verification-documents';

const jpeg = (): Blob => {
  const bytes = new Uint8Array(16);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes], { type: 'image/jpeg' });
};

function codeFor(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** An admin (app_metadata set with the service key) signed in; at aal2 unless told otherwise. */
async function newAdmin(aal2 = true): Promise<Client> {
  const email = uniqueEmail('admin');
  const { id } = await backend.signUp(email);
  const { error } = await backend.service().auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
  if (error) throw error;
  const client = await backend.signIn(email);
  if (!aal2) return client;
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Admin phone' });
  if (enrolled.error) throw enrolled.error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: codeFor(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return client;
}

async function uploadPair(provider: Person): Promise<{ document: string; selfie: string }> {
  const stem = randomUUID();
  const document = `${provider.id}/${stem}-document.jpg`;
  const selfie = `${provider.id}/${stem}-selfie.jpg`;
  for (const path of [document, selfie]) {
    const { error } = await provider.client.storage.from(BUCKET).upload(path, jpeg(), { contentType: 'image/jpeg' });
    if (error) throw new Error(`upload ${path}: ${error.message}`);
  }
  return { document, selfie };
}

async function submit(provider: Person, last4 = '1234', idType = 'aadhaar') {
  const { document, selfie } = await uploadPair(provider);
  return provider.client
    .from('provider_verifications')
    .insert({ id_type: idType, id_last4: last4, document_path: document, selfie_path: selfie })
    .select('id, provider, status, document_path, selfie_path')
    .single();
}

describe('ID checks', () => {
  it('are submitted by the provider, one pending at a time, with only the last 4 characters', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Anil', 'Varghese');
    const first = await submit(provider);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ provider: provider.id, status: 'pending' });

    const second = await submit(provider, '5678', 'pan');
    expect(second.error?.code).toBe('23505');

    const other = await newProvider(backend, 'Plumber', 'Bindu', 'Joseph');
    for (const last4 of ['123', '12345', 'ab12', '12 4', '123456789012']) {
      const refused = await submit(other, last4);
      expect(refused.error?.code, last4).toBe('23514');
    }
    const badType = await submit(other, '1234', 'passport');
    expect(badType.error?.code).toBe('23514');

    const { document, selfie } = await uploadPair(other);
    const approvedByMe = await other.client.from('provider_verifications').insert({
      id_type: 'pan',
      id_last4: '123F',
      document_path: document,
      selfie_path: selfie,
      status: 'approved',
    } as never);
    expect(approvedByMe.error?.code).toBe('42501');
    const forProvider = await other.client.from('provider_verifications').insert({
      provider: provider.id,
      id_type: 'pan',
      id_last4: '123F',
      document_path: document,
      selfie_path: selfie,
    } as never);
    expect(forProvider.error?.code).toBe('42501');
    const notUploaded = await other.client.from('provider_verifications').insert({
      id_type: 'pan',
      id_last4: '123F',
      document_path: `${other.id}/${randomUUID()}-document.jpg`,
      selfie_path: selfie,
    });
    expect(notUploaded.error?.code).toBe('23514');
    const someoneElsesPhotos = await other.client.from('provider_verifications').insert({
      id_type: 'pan',
      id_last4: '123F',
      document_path: first.data?.document_path ?? '',
      selfie_path: first.data?.selfie_path ?? '',
    });
    expect(someoneElsesPhotos.error?.code).toBe('23514');

    const customer = await newCustomer(backend);
    const asCustomer = await customer.client
      .from('provider_verifications')
      .insert({ id_type: 'pan', id_last4: '123F', document_path: document, selfie_path: selfie });
    expect(asCustomer.error).not.toBeNull();
  });

  it('are read by their provider and by admins at aal2 only', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Chitra', 'Menon');
    const submitted = await submit(provider, '9876');
    const id = submitted.data?.id;
    const own = await provider.client.from('provider_verifications').select('id, id_last4');
    expect(own.data).toEqual([{ id, id_last4: '9876' }]);

    const stranger = await newProvider(backend, 'Electrician', 'Deepak', 'Nair');
    expect((await stranger.client.from('provider_verifications').select('id')).data).toEqual([]);
    const customer = await newCustomer(backend);
    expect((await customer.client.from('provider_verifications').select('id')).data).toEqual([]);
    expect((await backend.anon().from('provider_verifications').select('id')).error?.code).toBe('42501');

    const adminAal1 = await newAdmin(false);
    expect(
      (
        await adminAal1
          .from('provider_verifications')
          .select('id')
          .eq('id', id ?? 0)
      ).data,
    ).toEqual([]);
    const admin = await newAdmin();
    expect(
      (
        await admin
          .from('provider_verifications')
          .select('id')
          .eq('id', id ?? 0)
      ).data,
    ).toEqual([{ id }]);
  });

  it('keep their photos private to the provider and admins at aal2', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Eby', 'Mathew');
    const { document } = await uploadPair(provider);
    const own = await provider.client.storage.from(BUCKET).download(document);
    expect(own.error).toBeNull();

    const stranger = await newProvider(backend, 'Plumber', 'Fathima', 'K');
    expect((await stranger.client.storage.from(BUCKET).download(document)).error).not.toBeNull();
    expect((await stranger.client.storage.from(BUCKET).createSignedUrl(document, 60)).error).not.toBeNull();
    const intoTheirFolder = await stranger.client.storage
      .from(BUCKET)
      .upload(`${provider.id}/${randomUUID()}-document.jpg`, jpeg(), { contentType: 'image/jpeg' });
    expect(intoTheirFolder.error).not.toBeNull();
    const customer = await newCustomer(backend);
    const customerUpload = await customer.client.storage
      .from(BUCKET)
      .upload(`${customer.id}/${randomUUID()}-document.jpg`, jpeg(), { contentType: 'image/jpeg' });
    expect(customerUpload.error).not.toBeNull();
    expect((await backend.anon().storage.from(BUCKET).download(document)).error).not.toBeNull();
    const publicRead = await fetch(backend.anon().storage.from(BUCKET).getPublicUrl(document).data.publicUrl);
    expect(publicRead.status).toBeGreaterThanOrEqual(400);

    expect((await (await newAdmin(false)).storage.from(BUCKET).download(document)).error).not.toBeNull();
    const admin = await newAdmin();
    const signed = await admin.storage.from(BUCKET).createSignedUrl(document, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(200);
  });
});

describe('the admin decision', () => {
  it('is refused to anyone but an admin at aal2, needs a reason to reject, and is audited', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Gopal', 'Iyer');
    const submitted = await submit(provider, '4321');
    const id = submitted.data?.id ?? 0;

    const self = await provider.client.rpc('admin_decide_verification', { p_id: id, p_approve: true });
    expect(self.error?.code).toBe('42501');
    const selfUpdate = await provider.client
      .from('provider_verifications')
      .update({ status: 'approved' } as never)
      .eq('id', id);
    expect(selfUpdate.error).not.toBeNull();
    const aal1 = await newAdmin(false);
    expect((await aal1.rpc('admin_decide_verification', { p_id: id, p_approve: true })).error?.code).toBe('42501');

    const admin = await newAdmin();
    const noReason = await admin.rpc('admin_decide_verification', { p_id: id, p_approve: false, p_reason: '  ' });
    expect(noReason.error?.code).toBe('22023');
    const missing = await admin.rpc('admin_decide_verification', { p_id: 999_999_999, p_approve: true });
    expect(missing.error?.code).toBe('P0002');

    const rejected = await admin.rpc('admin_decide_verification', {
      p_id: id,
      p_approve: false,
      p_reason: 'The selfie is too dark to compare.',
    });
    expect(rejected.error).toBeNull();
    const seen = await provider.client.from('provider_verifications').select('status, reason').eq('id', id).single();
    expect(seen.data).toEqual({ status: 'rejected', reason: 'The selfie is too dark to compare.' });
    const again = await admin.rpc('admin_decide_verification', { p_id: id, p_approve: true });
    expect(again.error?.code).toBe('P0002');

    const audit = await admin
      .from('audit_log')
      .select('action, target_type, target_id, reason')
      .eq('target_type', 'verification')
      .eq('target_id', String(id));
    expect(audit.data).toEqual([
      {
        action: 'verification.reject',
        target_type: 'verification',
        target_id: String(id),
        reason: 'The selfie is too dark to compare.',
      },
    ]);

    const card = await backend.anon().from('service-providers').select('id_checked').eq('uuid', provider.id).single();
    expect(card.data?.id_checked).toBe(false);
  });

  it('approves: the "ID checked" badge, which the provider cannot set, and "Verified only"', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Hari', 'Krishnan');
    const forged = await provider.client
      .from('service-providers')
      .update({ id_checked: true, phone_verified: true })
      .eq('uuid', provider.id)
      .select('id_checked, phone_verified')
      .single();
    expect(forged.data).toEqual({ id_checked: false, phone_verified: false });

    const submitted = await submit(provider, '77AB');
    const admin = await newAdmin();
    const approved = await admin.rpc('admin_decide_verification', { p_id: submitted.data?.id ?? 0, p_approve: true });
    expect(approved.error).toBeNull();
    expect(approved.data).toMatchObject({ status: 'approved', reason: null });

    await provider.client
      .from('service-providers')
      .update({ latitude: 9.9312, longitude: 76.2673, location: 'Kochi' })
      .eq('uuid', provider.id);
    const unverified = await newProvider(backend, 'Plumber', 'Indu', 'Raj');
    await unverified.client
      .from('service-providers')
      .update({ latitude: 9.9313, longitude: 76.2674, location: 'Kochi' })
      .eq('uuid', unverified.id);

    const near = { lat: 9.9312, lon: 76.2673, radius_km: 1, job: 'Plumber' };
    const all = await backend.anon().rpc('nearby_providers', near);
    expect(all.error).toBeNull();
    const allIds = (all.data ?? []).map((row) => row.uuid);
    expect(allIds).toEqual(expect.arrayContaining([provider.id, unverified.id]));
    const badge = (all.data ?? []).find((row) => row.uuid === provider.id);
    expect(badge).toMatchObject({ id_checked: true, phone_verified: false });

    const verifiedOnly = await backend.anon().rpc('nearby_providers', { ...near, verified_only: true });
    const verifiedIds = (verifiedOnly.data ?? []).map((row) => row.uuid);
    expect(verifiedIds).toContain(provider.id);
    expect(verifiedIds).not.toContain(unverified.id);

    const search = await backend.anon().rpc('search_providers', { q: 'Krishnan', verified: true });
    expect((search.data ?? []).map((row) => [row.uuid, row.id_checked])).toEqual([[provider.id, true]]);
    const searchOther = await backend.anon().rpc('search_providers', { q: 'Indu Raj', verified: true });
    expect(searchOther.data).toEqual([]);
    for (const sort of ['name', 'top', 'charge']) {
      const page = await backend
        .anon()
        .rpc('search_providers', { job: 'Plumber', sort, verified: true, page_size: 100 });
      expect(page.error, sort).toBeNull();
      expect(
        page.data?.every((row) => row.id_checked),
        sort,
      ).toBe(true);
      expect(
        page.data?.map((row) => row.uuid),
        sort,
      ).toContain(provider.id);
    }
  });
});

describe('the "Phone verified" badge', () => {
  it('shows when the listed phone is the verified contact phone', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Jaya', 'Pillai');
    const service = backend.service();
    const read = async () =>
      (await backend.anon().from('service-providers').select('phone_verified').eq('uuid', provider.id).single()).data
        ?.phone_verified;

    const inserted = await service
      .from('contact_phones')
      .insert({ user_id: provider.id, phone: '+919800000002', verified_at: null });
    expect(inserted.error).toBeNull();
    expect(await read()).toBe(false);
    const verified = await service
      .from('contact_phones')
      .update({ verified_at: new Date().toISOString() })
      .eq('user_id', provider.id);
    expect(verified.error).toBeNull();
    expect(await read()).toBe(true);
    await provider.client.from('service-providers').update({ phonenumber: '+919800000003' }).eq('uuid', provider.id);
    expect(await read()).toBe(false);
    await provider.client.from('service-providers').update({ phonenumber: '+919800000002' }).eq('uuid', provider.id);
    expect(await read()).toBe(true);
    const direct = await provider.client
      .from('provider_private')
      .update({ phonenumber: '+919800000004' })
      .eq('uuid', provider.id);
    expect(direct.error).toBeNull();
    expect(await read()).toBe(false);
    await provider.client.from('provider_private').update({ phonenumber: '+919800000002' }).eq('uuid', provider.id);
    expect(await read()).toBe(true);
    await provider.client.from('contact_phones').delete().eq('user_id', provider.id);
    expect(await read()).toBe(false);
  });
});

describe('the purge', () => {
  it('deletes the photos 30 days after the decision, objects included', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Kiran', 'Das');
    const submitted = await submit(provider, '2468');
    const id = submitted.data?.id ?? 0;
    const document = submitted.data?.document_path ?? '';
    const selfie = submitted.data?.selfie_path ?? '';
    const admin = await newAdmin();
    await admin.rpc('admin_decide_verification', { p_id: id, p_approve: true });
    const target = { url: backend.url, serviceRoleKey: backend.serviceRoleKey };

    expect(await purgeVerificationDocuments(target)).toBe(0);
    expect((await provider.client.storage.from(BUCKET).download(document)).error).toBeNull();

    const service = backend.service();
    const early = await service.rpc('verification_documents_deleted', { p_ids: [id] });
    expect(early.data).toBe(0);

    const pg = backend.emulator?.pg;
    if (!pg) throw new Error('the purge test needs the in-process backend');
    await pg.query(`update public.provider_verifications set decided_at = now() - interval '31 days' where id = $1`, [
      id,
    ]);
    const due = await service.rpc('verification_documents_due', {});
    expect(due.data?.map((row) => row.id)).toContain(id);
    expect((await provider.client.rpc('verification_documents_due', {})).error?.code).toBe('42501');

    expect(await purgeVerificationDocuments(target)).toBeGreaterThanOrEqual(1);
    for (const path of [document, selfie]) {
      expect((await provider.client.storage.from(BUCKET).download(path)).error).not.toBeNull();
      expect((await admin.storage.from(BUCKET).download(path)).error).not.toBeNull();
    }
    const { rows } = await pg.query<{ n: string }>(
      `select count(*)::text as n from storage.objects where bucket_id = $1 and name = any($2::text[])`,
      [BUCKET, [document, selfie]],
    );
    expect(rows[0]?.n).toBe('0');
    const after = await provider.client
      .from('provider_verifications')
      .select('status, document_path, selfie_path, documents_deleted_at')
      .eq('id', id)
      .single();
    expect(after.data).toMatchObject({ status: 'approved', document_path: null, selfie_path: null });
    expect(after.data?.documents_deleted_at).not.toBeNull();
    expect(await purgeVerificationDocuments(target)).toBe(0);
  });

  it('runs as the verification-purge function, for the webhook secret only', async () => {
    const secrets: Record<string, string> = {
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      NOTIFY_WEBHOOK_SECRET: 'purge-secret',
    };
    const handler = verificationPurgeHandler(readSettings((name) => secrets[name]));
    const call = (secret: string | null, method = 'POST') =>
      handler(
        new Request('http://functions.local/verification-purge', {
          method,
          headers: secret === null ? {} : { 'x-webhook-secret': secret },
          ...(method === 'POST' ? { body: '{}' } : {}),
        }),
      );
    expect((await call(null)).status).toBe(401);
    expect((await call('wrong')).status).toBe(401);
    expect((await call('purge-secret', 'GET')).status).toBe(405);

    const provider = await newProvider(backend, 'Electrician', 'Latha', 'S');
    const submitted = await submit(provider, '1357');
    const id = submitted.data?.id ?? 0;
    await (await newAdmin()).rpc('admin_decide_verification', { p_id: id, p_approve: false, p_reason: 'Blurred' });
    await backend.emulator?.pg.query(
      `update public.provider_verifications set decided_at = now() - interval '30 days 1 minute' where id = $1`,
      [id],
    );
    const response = await call('purge-secret');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: 1 });
    const row = await provider.client
      .from('provider_verifications')
      .select('status, reason, document_path')
      .eq('id', id)
      .single();
    expect(row.data).toEqual({ status: 'rejected', reason: 'Blurred', document_path: null });
  });
});

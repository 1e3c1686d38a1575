/**
 * Issue 28, item 5: your data. export_my_data() gives the caller everything held about them and
 * nothing private of the other side; the delete-account function refuses a wrong password and
 * otherwise erases the account in one transaction, then its files and its auth user, while the
 * other side keeps the chat ("Former customer" / "Former provider") and the anonymised review.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestBackend, type Client, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider, talkAndAge, type Person } from './chat-people.js';

let backend: TestBackend;
let service: Client;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
});

afterAll(async () => {
  await backend.close();
});

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: 'image/jpeg' });

async function upload(client: Client, bucket: string, path: string): Promise<string> {
  const { error } = await client.storage.from(bucket).upload(path, jpeg(), { contentType: 'image/jpeg', upsert: true });
  if (error) throw new Error(`upload ${bucket}/${path}: ${error.message}`);
  return path;
}

async function emailOf(person: Person): Promise<string> {
  const { data, error } = await service.auth.admin.getUserById(person.id);
  if (error) throw new Error(error.message);
  return data.user.email ?? '';
}

/** A customer and a provider who talked, with photos on both sides and a review; returns the ids. */
async function history(customer: Person, provider: Person) {
  const profilePicture = await upload(customer.client, 'profile_pic', `users/${customer.id}.jpg`);
  const requestPhoto = await upload(customer.client, 'request_photos', `requests/${customer.id}/${randomUUID()}.jpg`);
  const connection = await connect(customer, provider);
  const { error: photoError } = await service
    .from('messages')
    .update({ photos: [requestPhoto], description: 'The fan hums' } as never)
    .eq('message_id', connection);
  if (photoError) throw new Error(photoError.message);
  await talkAndAge(service, customer, provider, connection);
  const chatPhoto = await upload(
    customer.client,
    'chat_photos',
    `chats/${String(connection)}/${customer.id}/${randomUUID()}-1.jpg`,
  );
  const photoOnly = await customer.client
    .from('chat_messages')
    .insert({ message_id: connection, body: '', photos: [chatPhoto] });
  expect(photoOnly.error).toBeNull();
  const providerPhoto = await upload(
    provider.client,
    'chat_photos',
    `chats/${String(connection)}/${provider.id}/${randomUUID()}-1.jpg`,
  );
  const fromProvider = await provider.client
    .from('chat_messages')
    .insert({ message_id: connection, body: 'This one?', photos: [providerPhoto] });
  expect(fromProvider.error).toBeNull();
  const review = await customer.client.from('reviews').insert({
    message_id: connection,
    provider: provider.id,
    customer: customer.id,
    rating: 4,
    body: 'Neat and on time',
  });
  expect(review.error).toBeNull();
  return { connection, profilePicture, requestPhoto, chatPhoto, providerPhoto };
}

async function deleteAccount(person: Person, body: Record<string, unknown>) {
  const result = await person.client.functions.invoke('delete-account', { body });
  const status = result.response?.status ?? 0;
  const answer: unknown = status === 200 ? result.data : await result.response?.json();
  return { status, answer };
}

async function objectExists(bucket: string, path: string): Promise<boolean> {
  const { error } = await service.storage.from(bucket).download(path);
  return error === null;
}

describe('your data: the download', () => {
  it('holds my rows and none of the other side’s private fields', async () => {
    const customer = await newCustomer(backend, 'Meera', 'Pillai');
    const provider = await newProvider(backend, 'Plumber', 'Joseph', 'Varghese');
    const stranger = await newCustomer(backend, 'Rahul', 'Stranger');
    const { connection, requestPhoto, chatPhoto } = await history(customer, provider);
    await connect(stranger, provider);
    const providerEmail = await emailOf(provider);
    const filed = await customer.client
      .from('problem_reports')
      .insert({ category: 'app', description: 'The map did not load for me.' });
    expect(filed.error).toBeNull();

    const { data, error } = await customer.client.rpc('export_my_data');
    expect(error).toBeNull();
    const text = JSON.stringify(data);
    const exported = data as {
      account: { id: string; email: string };
      customer_profile: { first_name: string };
      connections: {
        id: number;
        other_party: string;
        photos: string[];
        messages: { body: string; from_me: boolean }[];
      }[];
      reviews_written: { body: string }[];
      problems_reported: { description: string }[];
      id_checks: unknown[];
      files: { bucket: string; path: string }[];
    };
    expect(exported.account.id).toBe(customer.id);
    expect(exported.account.email).toBe(await emailOf(customer));
    expect(exported.customer_profile.first_name).toBe('Meera');
    expect(exported.connections).toHaveLength(1);
    expect(exported.connections[0]?.id).toBe(connection);
    expect(exported.connections[0]?.other_party).toBe('Joseph Varghese');
    expect(exported.connections[0]?.photos).toEqual([requestPhoto]);
    expect(exported.connections[0]?.messages.map((m) => [m.body, m.from_me])).toEqual([
      ['Can you come today?', true],
      ['Yes, at 4 pm.', false],
      ['', true],
      ['This one?', false],
    ]);
    expect(exported.reviews_written.map((r) => r.body)).toEqual(['Neat and on time']);
    expect(exported.problems_reported.map((p) => p.description)).toEqual(['The map did not load for me.']);
    expect(exported.id_checks).toEqual([]);
    expect(exported.files).toEqual(
      expect.arrayContaining([
        { bucket: 'chat_photos', path: chatPhoto },
        { bucket: 'profile_pic', path: `users/${customer.id}.jpg` },
        { bucket: 'request_photos', path: requestPhoto },
      ]),
    );
    expect(exported.files).toHaveLength(3);
    // Nothing private of the provider or of anyone else.
    expect(text).not.toContain(provider.id);
    expect(text).not.toContain(providerEmail);
    expect(text).not.toContain('+919800000002');
    expect(text).not.toContain(stranger.id);
    expect(text).not.toContain('Rahul');

    const anonymous = await backend.anon().rpc('export_my_data');
    expect(anonymous.error).not.toBeNull();
    expect(anonymous.data).toBeNull();
  });
});

describe('your data: deleting the account', () => {
  it('refuses a wrong password, bad input and no session, and deletes nothing', async () => {
    const customer = await newCustomer(backend, 'Sita', 'Raman');
    expect(await deleteAccount(customer, { password: 'not-my-password' })).toEqual({
      status: 403,
      answer: { error: 'wrong_password' },
    });
    expect(await deleteAccount(customer, {})).toEqual({ status: 400, answer: { error: 'invalid_request' } });
    expect(await deleteAccount(customer, { code: '12ab' })).toEqual({
      status: 400,
      answer: { error: 'invalid_request' },
    });
    expect(await deleteAccount(customer, { code: '123456' })).toEqual({ status: 403, answer: { error: 'wrong_code' } });
    const anonymous = await backend.anon().functions.invoke('delete-account', { body: { password: DEMO_PASSWORD } });
    expect(anonymous.response?.status).toBe(401);

    const { data: row } = await service.from('users').select('first_name').eq('uuid', customer.id).single();
    expect(row?.first_name).toBe('Sita');
    const again = await backend.signIn(await emailOf(customer));
    expect((await again.auth.getUser()).data.user?.id).toBe(customer.id);
  });

  it('erases a customer; the provider keeps the chat and the review, anonymised', async () => {
    const customer = await newCustomer(backend, 'Latha', 'Kizhakkedath');
    const provider = await newProvider(backend, 'Electrician', 'Arun', 'Das');
    const files = await history(customer, provider);
    const email = await emailOf(customer);
    // Steps the customer took: a proposed visit time and the job marked done.
    const visitDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const proposed = await customer.client.rpc('propose_visit', {
      p_request: files.connection,
      p_date: visitDay,
      p_slot: 'evening',
    });
    expect(proposed.error).toBeNull();
    const markedDone = await customer.client.rpc('mark_job_done', { message_id: files.connection });
    expect(markedDone.error).toBeNull();
    const { data: before } = await service.from('review_totals').select('review_count').single();

    expect(await deleteAccount(customer, { password: DEMO_PASSWORD })).toEqual({
      status: 200,
      answer: { deleted: true },
    });

    // The provider's side: the conversation, the text messages and their own photo remain.
    const { data: inbox, error: inboxError } = await provider.client.rpc('conversations');
    expect(inboxError).toBeNull();
    const conversation = inbox?.find((row) => row.message_id === files.connection);
    expect(conversation?.counterpart_name).toBe('Former customer');
    expect(conversation?.counterpart_id).toBeNull();
    expect(conversation?.customer_id).toBeNull();
    expect(conversation?.counterpart_picture).toBe('');
    const { data: chat } = await provider.client
      .from('chat_messages')
      .select('body, sender, photos')
      .eq('message_id', files.connection)
      .order('id');
    expect(chat).toEqual([
      { body: 'Can you come today?', sender: null, photos: [] },
      { body: 'Yes, at 4 pm.', sender: provider.id, photos: [] },
      { body: 'This one?', sender: provider.id, photos: [files.providerPhoto] },
    ]);
    const { data: marked, error: markError } = await provider.client.rpc('mark_conversation_read', {
      conversation_id: files.connection,
    });
    expect(markError).toBeNull();
    expect(marked).toBe(1);
    const closed = await provider.client.from('chat_messages').insert({ message_id: files.connection, body: 'Hello?' });
    expect(closed.error?.message).toBe('This conversation is not taking new messages.');
    const { data: request } = await provider.client
      .from('messages')
      .select('from, username, user_profile, photos')
      .eq('message_id', files.connection)
      .single();
    expect(request).toEqual({ from: null, username: '', user_profile: '', photos: [] });
    const { data: reviews } = await backend.anon().rpc('provider_reviews', { provider: provider.id });
    expect(reviews?.map((r) => [r.reviewer_name, r.body])).toEqual([['Mistri customer', 'Neat and on time']]);
    const { data: after } = await service.from('review_totals').select('review_count').single();
    expect(after?.review_count).toBe(before?.review_count);
    const { data: rating } = await service
      .from('service-providers')
      .select('rating_count')
      .eq('uuid', provider.id)
      .single();
    expect(rating?.rating_count).toBe(1);

    // Nothing of the customer is left: rows, names, files, the auth user.
    for (const [table, column] of [
      ['users', 'uuid'],
      ['messages', 'from'],
      ['chat_messages', 'sender'],
      ['reviews', 'customer'],
      ['notifications', 'recipient'],
      ['job_progress', 'customer'],
      ['reports', 'reporter'],
    ] as const) {
      // One query shape for every table: the typed client cannot take a union of table names.
      const { count, error } = await service
        .from(table as 'users')
        .select('*', { count: 'exact', head: true })
        .eq(column as 'uuid', customer.id);
      expect([table, error?.message ?? null, count]).toEqual([table, null, 0]);
    }
    const { data: notices } = await service.from('notifications').select('params').eq('recipient', provider.id);
    expect(JSON.stringify(notices)).not.toContain('Latha');
    expect(await objectExists('profile_pic', files.profilePicture)).toBe(false);
    expect(await objectExists('request_photos', files.requestPhoto)).toBe(false);
    expect(await objectExists('chat_photos', files.chatPhoto)).toBe(false);
    expect(await objectExists('chat_photos', files.providerPhoto)).toBe(true);
    const gone = await service.auth.admin.getUserById(customer.id);
    expect(gone.error).not.toBeNull();

    // A sweep over every table of every schema the data lives in: no row holds the account's id,
    // e-mail or name (storage.objects included, so no file name either).
    const pg = backend.emulator?.pg;
    if (!pg) throw new Error('needs the embedded backend');
    const tables = await pg.query<{ name: string }>(`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'private', 'auth', 'storage')
      order by 1`);
    expect(tables.rows.length).toBeGreaterThan(20);
    const needles = [customer.id, email, 'Latha', 'Kizhakkedath'].map((needle) => `%${needle}%`);
    const traces: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await pg.query<{ n: number }>(
        `select count(*)::int as n from ${name} t where t::text ilike any ($1::text[])`,
        [needles],
      );
      if ((rows[0]?.n ?? 0) > 0) traces.push(name);
    }
    expect(traces).toEqual([]);
    const { data: job } = await provider.client
      .from('job_progress')
      .select('state, marked_by')
      .eq('message_id', files.connection)
      .single();
    expect(job).toEqual({ state: 'marked', marked_by: '00000000-0000-0000-0000-000000000000' });

    // What the former customer wrote can still be reported: the review and a chat message.
    const { data: kept } = await service.from('reviews').select('id').eq('provider', provider.id).single();
    const reportedReview = await provider.client
      .from('reports')
      .insert({ target_type: 'review', target_id: String(kept?.id), reason: 'abuse' });
    expect(reportedReview.error).toBeNull();
    const { data: theirs } = await service
      .from('chat_messages')
      .select('id')
      .eq('message_id', files.connection)
      .is('sender', null)
      .limit(1)
      .single();
    const reportedMessage = await provider.client
      .from('reports')
      .insert({ target_type: 'message', target_id: String(theirs?.id), reason: 'abuse' });
    expect(reportedMessage.error).toBeNull();
    const signIn = await backend.anon().auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(signIn.error).not.toBeNull();
    expect((await customer.client.auth.getUser()).error).not.toBeNull();

    // The e-mail address can register again, as a new account.
    const again = await backend.signUp(email);
    expect(again.id).not.toBe(customer.id);
  });

  it('deletes an account with a code e-mailed to its address instead of the password', async () => {
    const customer = await newCustomer(backend, 'Nisha', 'Paul');
    const email = await emailOf(customer);
    const sent = await customer.client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const mail = backend.mailbox?.list(email)[0];
    const code = /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await deleteAccount(customer, { code })).toEqual({ status: 200, answer: { deleted: true } });
    expect((await service.auth.admin.getUserById(customer.id)).error).not.toBeNull();
    const { count } = await service.from('users').select('*', { count: 'exact', head: true }).eq('uuid', customer.id);
    expect(count).toBe(0);
  });

  it('erases a provider; the customer keeps the chat, the directory counts go down', async () => {
    const customer = await newCustomer(backend, 'Divya', 'Menon');
    const provider = await newProvider(backend, 'Plumber', 'Biju', 'Thomas');
    const locality = `Vyttila ${String(Date.now())}, Kochi`;
    const moved = await provider.client
      .from('service-providers')
      .update({ location: locality })
      .eq('uuid', provider.id);
    expect(moved.error).toBeNull();
    const files = await history(customer, provider);
    const localityCount = async () =>
      (await service.from('provider_localities').select('providers').eq('location', locality).maybeSingle()).data
        ?.providers ?? 0;
    expect(await localityCount()).toBe(1);
    const { data: groupsBefore } = await service.from('rating_groups').select('providers');
    const providersIn = (rows: { providers: number }[] | null) => (rows ?? []).reduce((sum, r) => sum + r.providers, 0);

    expect(await deleteAccount(provider, { password: DEMO_PASSWORD })).toEqual({
      status: 200,
      answer: { deleted: true },
    });

    const { data: inbox } = await customer.client.rpc('conversations');
    const conversation = inbox?.find((row) => row.message_id === files.connection);
    expect(conversation?.counterpart_name).toBe('Former provider');
    expect(conversation?.counterpart_id).toBeNull();
    expect(conversation?.counterpart_phone).toBe('');
    const { data: chat } = await customer.client
      .from('chat_messages')
      .select('body, sender')
      .eq('message_id', files.connection)
      .order('id');
    expect(chat?.map((m) => [m.body, m.sender])).toEqual([
      ['Can you come today?', customer.id],
      ['Yes, at 4 pm.', null],
      ['', customer.id],
      ['This one?', null],
    ]);
    expect(await objectExists('chat_photos', files.providerPhoto)).toBe(false);
    expect(await objectExists('chat_photos', files.chatPhoto)).toBe(true);
    expect(await localityCount()).toBe(0);
    const { data: groupsAfter } = await service.from('rating_groups').select('providers');
    expect(providersIn(groupsAfter)).toBe(providersIn(groupsBefore) - 1);
    const { count } = await service
      .from('service-providers')
      .select('*', { count: 'exact', head: true })
      .eq('uuid', provider.id);
    expect(count).toBe(0);
    const { count: privateCount } = await service
      .from('provider_private')
      .select('*', { count: 'exact', head: true })
      .eq('uuid', provider.id);
    expect(privateCount).toBe(0);
    // The customer's own export now shows the former provider and still holds the chat.
    const { data } = await customer.client.rpc('export_my_data');
    const exported = data as { connections: { other_party: string; messages: unknown[] }[] };
    expect(exported.connections[0]?.other_party).toBe('Former provider');
    expect(exported.connections[0]?.messages).toHaveLength(4);
  });
});

/**
 * Issue 27, item 4: photos in chat. A message carries up to 5 photos (with or without text) kept
 * in the private chat_photos bucket, which only the two parties of that connection read; bad
 * input (too many, someone else's path, not uploaded, wrong type or size) is a clear 4xx.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';
import { nextChange, newRow, watch } from './support/realtime.js';
import { connect, newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';

let backend: TestBackend;
let customer: Person;
let provider: Person;
let otherCustomer: Person;
let otherProvider: Person;
let conversation: number;

const BUCKET = 'chat_photos';

const jpeg = (size = 8) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes], { type: 'image/jpeg' });
};

function photoPath(messageId: number, sender: Person, index = 1): string {
  return `chats/${String(messageId)}/${sender.id}/${randomUUID()}-${String(index)}.jpg`;
}

async function upload(sender: Person, messageId: number, index = 1): Promise<string> {
  const path = photoPath(messageId, sender, index);
  const { error } = await sender.client.storage.from(BUCKET).upload(path, jpeg(), { contentType: 'image/jpeg' });
  if (error) throw new Error(`upload: ${error.message}`);
  return path;
}

async function canRead(client: Client, path: string): Promise<boolean> {
  const { data, error } = await client.storage.from(BUCKET).createSignedUrl(path, 60);
  return error === null && typeof data.signedUrl === 'string';
}

beforeAll(async () => {
  backend = await startTestBackend();
  customer = await newCustomer(backend, 'Asha', 'Nair');
  provider = await newProvider(backend, 'Electrician', 'Charles', 'Mathew');
  otherCustomer = await newCustomer(backend, 'Binu', 'Raj');
  otherProvider = await newProvider(backend, 'Electrician', 'Dileep', 'Menon');
  conversation = await connect(customer, provider);
});

afterAll(async () => {
  await backend.close();
});

describe('photos in chat', () => {
  it('sends photos only, or photos with text; only the two parties read them', async () => {
    const first = await upload(customer, conversation, 1);
    const second = await upload(customer, conversation, 2);
    const photosOnly = await customer.client
      .from('chat_messages')
      .insert({ message_id: conversation, photos: [first, second], client_id: randomUUID() })
      .select('body, photos')
      .single();
    expect(photosOnly.error).toBeNull();
    expect(photosOnly.data).toEqual({ body: '', photos: [first, second] });

    const reply = await upload(provider, conversation);
    const withText = await provider.client
      .from('chat_messages')
      .insert({ message_id: conversation, body: 'This one?', photos: [reply] })
      .select('body, photos')
      .single();
    expect(withText.error).toBeNull();
    expect(withText.data).toEqual({ body: 'This one?', photos: [reply] });

    for (const path of [first, second, reply]) {
      expect(await canRead(customer.client, path)).toBe(true);
      expect(await canRead(provider.client, path)).toBe(true);
      expect(await canRead(otherCustomer.client, path)).toBe(false);
      expect(await canRead(otherProvider.client, path)).toBe(false);
      expect(await canRead(backend.anon(), path)).toBe(false);
    }
    const download = await provider.client.storage.from(BUCKET).download(first);
    expect(download.error).toBeNull();
    expect(download.data?.size).toBe(8);
    expect((await otherProvider.client.storage.from(BUCKET).download(first)).error).not.toBeNull();
    expect((await backend.anon().storage.from(BUCKET).download(first)).error).not.toBeNull();

    const listed = await otherCustomer.client.storage.from(BUCKET).list(`chats/${String(conversation)}/${customer.id}`);
    expect(listed.data ?? []).toEqual([]);
  });

  it('reaches the other party live, with its photo paths', async () => {
    const live = await watch(provider.client, 'chat-photos-live', {
      event: '*',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=eq.${String(conversation)}`,
    });
    const path = await upload(customer, conversation);
    const { error } = await customer.client.from('chat_messages').insert({ message_id: conversation, photos: [path] });
    expect(error).toBeNull();
    const arrived = await nextChange(live, 'the photo message', (change) => change.eventType === 'INSERT');
    expect(newRow(arrived)).toMatchObject({ sender: customer.id, body: '', photos: [path] });
    expect(await canRead(provider.client, path)).toBe(true);
  });

  it('tells the other party how many photos came, with the text when there is some', async () => {
    const notice = async (reader: Person) => {
      const { data, error } = await reader.client
        .from('notifications')
        .select('params')
        .eq('kind', 'new_message')
        .eq('message_id', conversation)
        .single();
      if (error) throw new Error(error.message);
      return data.params;
    };
    expect(await notice(provider)).toEqual({ name: 'Asha', photos: 2 });
    expect(await notice(customer)).toEqual({ name: 'Charles', preview: 'This one?', photos: 1 });
  });

  it('refuses uploads outside the sender’s own folder of an accepted connection', async () => {
    const pending = await sendRequest(otherCustomer, provider);
    const attempts: [Person, string][] = [
      // another person's folder
      [customer, photoPath(conversation, provider)],
      // a connection the uploader is not part of
      [otherCustomer, photoPath(conversation, otherCustomer)],
      // a request not accepted yet
      [otherCustomer, photoPath(pending, otherCustomer)],
      // not a chat photo name
      [customer, `chats/${String(conversation)}/${customer.id}/photo.jpg`],
      [customer, `chats/${String(conversation)}/${customer.id}/${randomUUID()}-6.jpg`],
      [customer, `../chats/${String(conversation)}/${customer.id}/${randomUUID()}-1.jpg`],
    ];
    for (const [person, path] of attempts) {
      const { error } = await person.client.storage.from(BUCKET).upload(path, jpeg());
      expect(error, path).not.toBeNull();
      expect(error && 'statusCode' in error ? error.statusCode : '', path).toMatch(/^4/);
    }
    const anonymous = await backend.anon().storage.from(BUCKET).upload(photoPath(conversation, customer), jpeg());
    expect(anonymous.error).not.toBeNull();
  });

  it('refuses the wrong type and a photo over 2 MiB', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const wrongType = await customer.client.storage
      .from(BUCKET)
      .upload(photoPath(conversation, customer).replace(/\.jpg$/, '.webp'), png, { contentType: 'image/png' });
    expect(wrongType.error).not.toBeNull();
    const tooBig = await customer.client.storage
      .from(BUCKET)
      .upload(photoPath(conversation, customer), jpeg(2 * 1024 * 1024 + 1), { contentType: 'image/jpeg' });
    expect(tooBig.error).not.toBeNull();
    expect(tooBig.error && 'statusCode' in tooBig.error ? tooBig.error.statusCode : '').toBe('413');
  });

  it('refuses more than 5 photos, someone else’s, repeated, missing and empty messages with 400', async () => {
    const mine = await Promise.all([1, 2, 3, 4, 5].map((index) => upload(customer, conversation, index)));
    const sixth = await upload(customer, conversation, 5);
    const theirs = await upload(provider, conversation);
    const otherConnection = await connect(otherCustomer, otherProvider);
    const elsewhere = await upload(otherCustomer, otherConnection);
    const attempts: Record<string, unknown>[] = [
      { photos: [...mine, sixth] },
      { photos: [theirs] },
      { photos: [mine[0], mine[0]] },
      { photos: [photoPath(conversation, customer)] },
      { photos: [elsewhere] },
      { photos: ['../../etc/passwd'] },
      { photos: [] },
      { body: '   ', photos: [] },
      { body: 'x'.repeat(2001), photos: [mine[0]] },
    ];
    for (const values of attempts) {
      const { error, status } = await customer.client
        .from('chat_messages')
        .insert({ message_id: conversation, ...values });
      expect(status, JSON.stringify(values)).toBe(400);
      expect(error?.code, JSON.stringify(values)).toMatch(/^23/);
    }
    const five = await customer.client.from('chat_messages').insert({ message_id: conversation, photos: mine });
    expect(five.error).toBeNull();
  });
});

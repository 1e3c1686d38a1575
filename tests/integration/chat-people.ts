import type { Client, TestBackend } from './support/backend.js';
import { uniqueEmail } from './support/backend.js';

export interface Person {
  client: Client;
  id: string;
  name: string;
}

/** A new customer with a users row, signed in. */
export async function newCustomer(backend: TestBackend, first = 'Anu', last = 'Thomas'): Promise<Person> {
  const { client, id } = await backend.signUp(uniqueEmail('customer'));
  const { error } = await client.from('users').insert({
    uuid: id,
    first_name: first,
    last_name: last,
    phonenumber: '+919800000001',
    email: `${id}@example.test`,
  });
  if (error) throw new Error(`customer row: ${error.message}`);
  return { client, id, name: `${first} ${last}` };
}

/** A new provider with a directory row, signed in. */
export async function newProvider(
  backend: TestBackend,
  job: 'Electrician' | 'Plumber' = 'Electrician',
  first = 'Vinod',
  last = 'Kumar',
): Promise<Person> {
  const email = uniqueEmail('provider');
  const { client, id } = await backend.signUp(email, undefined, { job });
  const { error } = await client.from('service-providers').insert({
    uuid: id,
    first_name: first,
    last_name: last,
    job,
    phonenumber: '+919800000002',
    email,
  });
  if (error) throw new Error(`provider row: ${error.message}`);
  return { client, id, name: `${first} ${last}` };
}

/**
 * Places a provider (available unless told otherwise) as the app moves one: through the public
 * row, whose trigger keeps the exact position private and shows it rounded. Needs the embedded
 * backend.
 */
export async function placeProvider(
  backend: TestBackend,
  providerId: string,
  lat: number,
  lon: number,
  availability: 'available' | 'busy' | 'away' = 'available',
): Promise<void> {
  const pg = backend.emulator?.pg;
  if (!pg) throw new Error('placing a provider needs the embedded backend');
  await pg.query(
    'update public."service-providers" set latitude = $2, longitude = $3, availability = $4 where uuid = $1',
    [providerId, lat, lon, availability],
  );
}

/** The customer sends a connection request; returns its id. */
export async function sendRequest(customer: Person, provider: Person): Promise<number> {
  const { data, error } = await customer.client
    .from('messages')
    .insert({ from: customer.id, to: provider.id, username: customer.name, spname: provider.name })
    .select('message_id')
    .single();
  if (error) throw new Error(`request: ${error.message}`);
  return data.message_id;
}

/** The provider accepts the customer's request. */
export async function accept(provider: Person, customer: Person): Promise<void> {
  const { error } = await provider.client
    .from('messages')
    .update({ is_chat: true })
    .eq('from', customer.id)
    .eq('to', provider.id);
  if (error) throw new Error(`accept: ${error.message}`);
}

/** A connected, accepted pair; returns the conversation id. */
export async function connect(customer: Person, provider: Person): Promise<number> {
  const messageId = await sendRequest(customer, provider);
  await accept(provider, customer);
  return messageId;
}

/**
 * Makes an accepted connection one its customer may review: one message from each side, and the
 * acceptance moved back two hours (with the service key).
 */
export async function talkAndAge(
  service: Client,
  customer: Person,
  provider: Person,
  messageId: number,
): Promise<void> {
  for (const [person, body] of [
    [customer, 'Can you come today?'],
    [provider, 'Yes, at 4 pm.'],
  ] as const) {
    const { error } = await person.client.from('chat_messages').insert({ message_id: messageId, body });
    if (error) throw new Error(`chat: ${error.message}`);
  }
  const { error } = await service
    .from('messages')
    .update({ answered_at: new Date(Date.now() - 2 * 3_600_000).toISOString() } as never)
    .eq('message_id', messageId);
  if (error) throw new Error(`age the connection: ${error.message}`);
}

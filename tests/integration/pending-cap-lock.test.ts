/**
 * Issue 22, finding 12: the cap of 10 pending requests holds when one customer sends many at once
 * (on PostgreSQL the count used to run without a lock: 25 parallel sends left 19 pending).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newCustomer } from './chat-people.js';
import { startTestBackend, type TestBackend } from './support/backend.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

it('25 parallel sends by one customer leave exactly 10 pending', async () => {
  const customer = await newCustomer(backend, 'Hurried', 'Sender');
  // Providers' e-mail addresses are private (provider_private): only the service role finds them.
  const { data: providers, error } = await backend
    .service()
    .from('provider_private')
    .select('uuid')
    .like('email', '%@mistri.test')
    .order('uuid')
    .limit(25);
  if (error) throw new Error(error.message);
  expect(providers).toHaveLength(25);

  const results = await Promise.all(
    providers.map((provider) =>
      customer.client.from('messages').insert({ from: customer.id, to: provider.uuid, username: 'Hurried' }),
    ),
  );
  expect(results.filter((result) => result.status === 201)).toHaveLength(10);
  const refused = results.filter((result) => result.status !== 201);
  expect(refused).toHaveLength(15);
  for (const result of refused) expect(result.error?.hint).toBe('too_many_pending_requests');

  const { data: pending } = await customer.client
    .from('connections')
    .select('message_id')
    .eq('from', customer.id)
    .eq('status', 'pending');
  expect(pending).toHaveLength(10);
});

/**
 * The landing page's reviews are real ones: the newest 4- and 5-star reviews with text, one per
 * provider, the reviewer shown by first name and initial, and no account or connection id.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider, talkAndAge, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function review(customer: Person, provider: Person, rating: number, body: string): Promise<void> {
  const id = await connect(customer, provider);
  await talkAndAge(backend.service(), customer, provider, id);
  const { error } = await customer.client
    .from('reviews')
    .insert({ message_id: id, provider: provider.id, customer: customer.id, rating, body });
  expect(error).toBeNull();
}

it('lists the newest praise with text, one review per provider, newest first', async () => {
  const rajan = await newProvider(backend, 'Plumber', 'Rajan', 'Pillai');
  const sreeja = await newProvider(backend, 'Electrician', 'Sreeja', 'Nair');
  const grumpy = await newProvider(backend, 'Plumber', 'Varun', 'Das');
  const lakshmi = await newCustomer(backend, 'Lakshmi', 'മേനോൻ');
  const arun = await newCustomer(backend, 'Arun', 'Kumar');
  const meera = await newCustomer(backend, 'Meera', 'Joseph');

  await review(lakshmi, rajan, 5, 'Fixed the leak under the sink in one visit. Very neat.');
  await review(arun, rajan, 4, 'Came on time and the price was what he said on the phone.');
  await review(meera, sreeja, 5, 'Rewired the kitchen without any mess at all, thank you!');
  await review(lakshmi, grumpy, 2, 'Came very late and the tap leaks again after one week.');
  await review(arun, grumpy, 5, '');

  const { data, error } = await backend.anon().rpc('recent_reviews', { max: 12 });
  expect(error).toBeNull();
  const ours = (data ?? []).filter((row) => [rajan.id, sreeja.id, grumpy.id].includes(row.provider));
  expect(ours.map((row) => [row.provider_name, row.reviewer_name, row.rating, row.body])).toEqual([
    ['Sreeja Nair', 'Meera J.', 5, 'Rewired the kitchen without any mess at all, thank you!'],
    ['Rajan Pillai', 'Arun K.', 4, 'Came on time and the price was what he said on the phone.'],
  ]);
  expect(ours[0]?.job).toBe('Electrician');
  expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(
    ['body', 'created_at', 'id', 'job', 'locality', 'provider', 'provider_name', 'rating', 'reviewer_name'].sort(),
  );
});

it('keeps the count within bounds', async () => {
  const few = await backend.anon().rpc('recent_reviews', { max: 1 });
  expect(few.data?.length).toBeLessThanOrEqual(1);
  const many = await backend.anon().rpc('recent_reviews', { max: 1000 });
  expect(many.data?.length).toBeLessThanOrEqual(12);
});

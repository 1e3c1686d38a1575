/**
 * A reviewer is shown by first name and last initial; the initial is the letter a reader sees
 * (a grapheme cluster: "മേ" of മേനോൻ), never a bare consonant cut from its vowel sign.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider, talkAndAge } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

it('takes the whole first letter of Malayalam, Hindi and Latin last names', async () => {
  const initial = async (name: string) => (await backend.service().rpc('name_initial', { name })).data;
  expect(await initial('മേനോൻ')).toBe('മേ');
  expect(await initial('ക്രിസ്റ്റി')).toBe('ക്രി');
  expect(await initial('श्रीवास्तव')).toBe('श्री');
  expect(await initial('  Émile')).toBe('É');
  expect(await initial('e\u0301mile')).toBe('e\u0301');
  expect(await initial('Nair')).toBe('N');
  expect(await initial('')).toBeNull();
});

it('shows "Lakshmi മേ." under a review', async () => {
  const provider = await newProvider(backend, 'Plumber', 'Rajan', 'Pillai');
  const customer = await newCustomer(backend, 'Lakshmi', 'മേനോൻ');
  const id = await connect(customer, provider);
  await talkAndAge(backend.service(), customer, provider, id);
  const written = await customer.client
    .from('reviews')
    .insert({ message_id: id, provider: provider.id, customer: customer.id, rating: 5, body: 'നല്ല പണി' });
  expect(written.error).toBeNull();
  const { data } = await backend.anon().rpc('provider_reviews', { provider: provider.id });
  expect(data?.map((row) => row.reviewer_name)).toEqual(['Lakshmi മേ.']);
});

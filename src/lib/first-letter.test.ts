import { firstLetter } from './first-letter';

it('takes the first grapheme cluster, not the first code point', () => {
  expect(firstLetter('മേനോൻ')).toBe('മേ');
  expect(firstLetter('  Émile')).toBe('É');
  expect(firstLetter('e\u0301mile')).toBe('e\u0301');
  expect(firstLetter('')).toBe('');
});

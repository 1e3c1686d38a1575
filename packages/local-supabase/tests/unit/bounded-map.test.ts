import { expect, it } from 'vitest';
import { BoundedMap } from '../../src/bounded-map.js';

it('keeps the newest entries up to its limit, dropping the oldest first', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2).set('c', 3);
  expect([...map]).toEqual([
    ['b', 2],
    ['c', 3],
  ]);
});

it('replaces a known key without dropping another entry', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2).set('a', 10);
  expect(new Map(map)).toEqual(
    new Map([
      ['a', 10],
      ['b', 2],
    ]),
  );
});

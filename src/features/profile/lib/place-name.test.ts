import { storedPlaceName } from './place-name';

describe('stored place names', () => {
  it('keeps "name, state"', () => {
    expect(storedPlaceName({ name: 'Thrissur', state: 'Kerala' })).toBe('Thrissur, Kerala');
  });

  it('does not repeat the state or add an empty one', () => {
    expect(storedPlaceName({ name: 'Delhi', state: 'Delhi' })).toBe('Delhi');
    expect(storedPlaceName({ name: 'Kakkanad', state: '' })).toBe('Kakkanad');
  });
});

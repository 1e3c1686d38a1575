import { toLocalPhone, toStoredPhone } from './phone';
import { storedPlaceName } from './place-name';

describe('phone numbers', () => {
  it('shows the ten local digits of a stored +91 number', () => {
    expect(toLocalPhone('+919846012345')).toBe('9846012345');
    expect(toLocalPhone('+91 98460 12345')).toBe('9846012345');
    expect(toLocalPhone('9846012345')).toBe('9846012345');
    expect(toLocalPhone('')).toBe('');
  });

  it('stores ten digits with +91', () => {
    expect(toStoredPhone('9846012345')).toBe('+919846012345');
  });
});

describe('stored place names', () => {
  it('keeps "name, state"', () => {
    expect(storedPlaceName({ name: 'Thrissur', state: 'Kerala' })).toBe('Thrissur, Kerala');
  });

  it('does not repeat the state or add an empty one', () => {
    expect(storedPlaceName({ name: 'Delhi', state: 'Delhi' })).toBe('Delhi');
    expect(storedPlaceName({ name: 'Kakkanad', state: '' })).toBe('Kakkanad');
  });
});

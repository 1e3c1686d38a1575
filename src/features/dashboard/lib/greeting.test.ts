import { providerGreeting } from './greeting';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('providerGreeting', () => {
  it('welcomes a brand-new provider to Mistri, not back, without a doubled full stop', () => {
    expect(providerGreeting('Rajan P. K.', '2026-11-25T11:58:00Z', NOW)).toBe('Welcome to Mistri, Rajan P. K.!');
  });

  it('welcomes a returning provider back', () => {
    expect(providerGreeting('Rajan P. K.', '2026-10-01T09:00:00Z', NOW)).toBe('Welcome back, Rajan P. K.!');
    expect(providerGreeting('Asha', '2026-10-01T09:00:00Z', NOW)).toBe('Welcome back, Asha!');
  });

  it('greets without a name when none is known, and as returning when the account age is unknown', () => {
    expect(providerGreeting('  ', '2026-11-25T11:58:00Z', NOW)).toBe('Welcome to Mistri!');
    expect(providerGreeting('', undefined, NOW)).toBe('Welcome back!');
  });
});

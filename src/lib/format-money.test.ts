import { formatRupeeRange, formatRupees } from './format-money';

describe('formatRupees', () => {
  it('writes whole rupees with the rupee sign and no paise in every language', () => {
    for (const locale of ['en-IN', 'ml-IN', 'hi-IN']) {
      expect(formatRupees(0, locale)).toBe('₹0');
      expect(formatRupees(250, locale)).toBe('₹250');
      expect(formatRupees(1250, locale)).toBe('₹1,250');
      expect(formatRupees(199.6, locale)).toBe('₹200');
    }
  });

  it('groups by lakhs and crores in English, Malayalam and Hindi', () => {
    for (const locale of ['en-IN', 'ml-IN', 'hi-IN']) {
      expect(formatRupees(125000, locale)).toBe('₹1,25,000');
      expect(formatRupees(1000000, locale)).toBe('₹10,00,000');
      expect(formatRupees(12500000, locale)).toBe('₹1,25,00,000');
    }
  });

  it('keeps the sign of a negative amount before the rupee sign', () => {
    expect(formatRupees(-1250, 'en-IN')).toBe('-₹1,250');
  });
});

describe('formatRupeeRange', () => {
  it('writes a range with both ends, a single price once', () => {
    expect(formatRupeeRange(250, 400, 'en-IN')).toBe('₹250–₹400');
    expect(formatRupeeRange(45000, 125000, 'hi-IN')).toBe('₹45,000–₹1,25,000');
    expect(formatRupeeRange(300, null, 'ml-IN')).toBe('₹300');
    expect(formatRupeeRange(300, 300, 'en-IN')).toBe('₹300');
  });
});

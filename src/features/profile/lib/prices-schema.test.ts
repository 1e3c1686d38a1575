import { ValidationError } from 'yup';
import { toRateCard } from '../../../lib/domain/prices';
import { pricesFormValues, pricesFromForm, pricesSchema, type PricesFormValues } from './prices-schema';

const line = { label: 'Ceiling fan installation', min: '250', max: '400' };

async function errorsOf(values: PricesFormValues): Promise<Record<string, string>> {
  try {
    await pricesSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the prices form', () => {
  it('takes an empty charge, 0, whole rupees as people type them and a rate card', async () => {
    for (const visitingCharge of ['', '0', '200', '₹ 1,250', '10000']) {
      expect(await errorsOf({ visitingCharge, lines: [line] })).toEqual({});
    }
    expect(await errorsOf({ visitingCharge: '', lines: [{ ...line, max: '' }] })).toEqual({});
  });

  it('refuses paise, negative or too big amounts and broken lines, field by field', async () => {
    expect(await errorsOf({ visitingCharge: '99.50', lines: [] })).toEqual({
      visitingCharge: 'Enter whole rupees, such as 200',
    });
    expect(await errorsOf({ visitingCharge: '-5', lines: [] })).toHaveProperty('visitingCharge');
    expect(await errorsOf({ visitingCharge: '10001', lines: [] })).toEqual({
      visitingCharge: 'A visiting charge can be at most ₹10,000',
    });
    expect(
      await errorsOf({
        visitingCharge: '',
        lines: [
          { label: ' ', min: '', max: '' },
          { label: 'x'.repeat(61), min: '500', max: '400' },
          { label: 'Rewiring', min: '1000001', max: 'lots' },
        ],
      }),
    ).toEqual({
      'lines[0].label': 'Name the job',
      'lines[0].min': 'Enter a price',
      'lines[1].label': 'Keep the job to 60 characters',
      'lines[1].max': 'The top of the range cannot be less than the price',
      'lines[2].min': 'A price can be at most ₹10,00,000',
      'lines[2].max': 'Enter whole rupees, such as 200',
    });
  });

  it('saves numbers, a missing charge as null and an equal range as one price', () => {
    expect(
      pricesFromForm({
        visitingCharge: '₹1,250',
        lines: [
          { label: ' Fan ', min: '300', max: '300' },
          { label: 'Rewiring', min: '45,000', max: '1,25,000' },
        ],
      }),
    ).toEqual({
      visitingCharge: 1250,
      rateCard: [
        { label: 'Fan', min: 300, max: null },
        { label: 'Rewiring', min: 45000, max: 125000 },
      ],
    });
    expect(pricesFromForm({ visitingCharge: ' ', lines: [] }).visitingCharge).toBeNull();
    expect(pricesFormValues(0, [{ label: 'Fan', min: 300, max: null }])).toEqual({
      visitingCharge: '0',
      lines: [{ label: 'Fan', min: '300', max: '' }],
    });
  });

  it('reads a stored rate card and leaves out what is not a line', () => {
    expect(
      toRateCard([
        { label: 'Fan', min: 250, max: 400 },
        { label: 'Tap', min: 200, max: null },
        { label: 'Odd', min: 250.5, max: null },
        'Fan ₹250',
        null,
      ]),
    ).toEqual([
      { label: 'Fan', min: 250, max: 400 },
      { label: 'Tap', min: 200, max: null },
    ]);
    expect(toRateCard(null)).toEqual([]);
  });
});

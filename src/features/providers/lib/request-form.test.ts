import { describe, expect, it } from 'vitest';
import { localToday, requestFormSchema, toRequestDetails } from './request-form';

const photo = (type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], 'p.jpg', { type });

async function problems(values: Record<string, unknown>): Promise<string[]> {
  try {
    await requestFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('the request form', () => {
  it('accepts an empty request: description and photos are optional, as soon as possible', async () => {
    expect(await problems({})).toEqual([]);
    const details = toRequestDetails(requestFormSchema.cast({}));
    expect(details).toEqual({ description: '', photos: [], wanted: 'soon', wantedDate: null, wantedSlot: null });
  });

  it('refuses a long description, more than 3 photos and a file that is not a picture', async () => {
    expect(await problems({ description: 'x'.repeat(501) })).toEqual(['Keep it to 500 characters or fewer.']);
    expect(await problems({ photos: [photo(), photo(), photo(), photo()] })).toEqual(['Choose at most 3 photos.']);
    expect(await problems({ photos: [photo('application/pdf')] })).toEqual([
      'This file is not a photo we can read. Choose a JPEG, PNG or WebP picture.',
    ]);
  });

  it('needs a day (today or later) and a time when the customer chooses them', async () => {
    expect(await problems({ wanted: 'slot' })).toEqual(['Choose a day.', 'Choose a time of day.']);
    expect(await problems({ wanted: 'slot', date: '2020-01-01', slot: 'morning' })).toEqual([
      'Choose today or a later day.',
    ]);
    const today = localToday();
    expect(await problems({ wanted: 'slot', date: today, slot: 'evening' })).toEqual([]);
    expect(toRequestDetails(requestFormSchema.cast({ wanted: 'slot', date: today, slot: 'evening' }))).toMatchObject({
      wanted: 'slot',
      wantedDate: today,
      wantedSlot: 'evening',
    });
  });

  it('sends no day or time unless a slot was chosen', () => {
    expect(
      toRequestDetails(requestFormSchema.cast({ wanted: 'today', date: '2030-01-01', slot: 'morning' })),
    ).toMatchObject({ wanted: 'today', wantedDate: null, wantedSlot: null });
  });
});

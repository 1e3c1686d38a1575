import { ValidationError } from 'yup';
import { problemReportSchema } from './problem-report-schema';

async function errorsOf(values: Record<string, string>): Promise<string[]> {
  try {
    await problemReportSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('problemReportSchema', () => {
  it('accepts a category, a described problem and an optional e-mail', async () => {
    expect(await errorsOf({ category: 'app', description: 'The map stays grey.', contactEmail: '' })).toEqual([]);
    expect(
      await errorsOf({ category: 'privacy', description: 'Please correct my name.', contactEmail: 'a@b.in' }),
    ).toEqual([]);
  });

  it('asks for a category, at least 10 characters and a valid e-mail', async () => {
    expect(await errorsOf({ category: '', description: '  short   ', contactEmail: 'nope' })).toEqual([
      'Choose what it is about',
      'Describe the problem in at least 10 characters',
      'Enter a valid e-mail address, or leave it empty',
    ]);
    expect(await errorsOf({ category: 'weather', description: 'x'.repeat(2001), contactEmail: '' })).toEqual([
      'Choose what it is about',
      'The description can have at most 2000 characters',
    ]);
  });
});

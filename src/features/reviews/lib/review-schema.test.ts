import { reviewMessages, reviewSchema } from './review-schema';

describe('reviewSchema', () => {
  it('needs 1 to 5 whole stars', async () => {
    await expect(reviewSchema.validate({ body: '' })).rejects.toThrow(reviewMessages.ratingRequired);
    await expect(reviewSchema.validate({ rating: 0, body: '' })).rejects.toThrow(reviewMessages.ratingRequired);
    await expect(reviewSchema.validate({ rating: 2.5, body: '' })).rejects.toThrow(reviewMessages.ratingRequired);
    await expect(reviewSchema.validate({ rating: 4, body: '' })).resolves.toEqual({ rating: 4, body: '' });
  });

  it('allows empty text and refuses more than 1000 characters', async () => {
    await expect(reviewSchema.validate({ rating: 5, body: 'x'.repeat(1001) })).rejects.toThrow(reviewMessages.bodyLong);
    await expect(reviewSchema.validate({ rating: 5, body: ` ${'x'.repeat(1000)} ` })).resolves.toBeTruthy();
  });
});

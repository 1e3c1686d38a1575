import * as yup from 'yup';
import { BODY_MAX } from './review';

export const reviewMessages = {
  ratingRequired: 'Choose 1 to 5 stars',
  bodyLong: `Your review can have at most ${String(BODY_MAX)} characters`,
} as const;

export const reviewSchema = yup.object({
  // 0 while no star is chosen.
  rating: yup
    .number()
    .default(0)
    .required(reviewMessages.ratingRequired)
    .integer(reviewMessages.ratingRequired)
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRequired),
  body: yup.string().trim().default('').max(BODY_MAX, reviewMessages.bodyLong),
});

export type ReviewFormValues = yup.InferType<typeof reviewSchema>;

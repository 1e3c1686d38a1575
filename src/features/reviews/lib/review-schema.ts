import * as yup from 'yup';
import { BODY_MAX } from './review';
import { messageGetters } from '../../../lib/i18n';

export const reviewMessagesKeys = {
  ratingRequired: 'reviews.validation.ratingRequired',
  bodyLong: 'reviews.validation.bodyLong',
} as const;

export const reviewMessages = messageGetters(reviewMessagesKeys);

export const reviewSchema = yup.object({
  // 0 while no star is chosen.
  rating: yup
    .number()
    .default(0)
    .required(() => reviewMessages.ratingRequired)
    .integer(() => reviewMessages.ratingRequired)
    .min(1, () => reviewMessages.ratingRequired)
    .max(5, () => reviewMessages.ratingRequired),
  body: yup
    .string()
    .trim()
    .default('')
    .max(BODY_MAX, () => reviewMessages.bodyLong),
});

export type ReviewFormValues = yup.InferType<typeof reviewSchema>;

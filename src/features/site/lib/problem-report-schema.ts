import * as yup from 'yup';
import { messageGetters } from '../../../lib/i18n';

export const PROBLEM_CATEGORIES = ['app', 'account', 'provider', 'safety', 'privacy', 'other'] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];

export function isProblemCategory(value: string): value is ProblemCategory {
  return (PROBLEM_CATEGORIES as readonly string[]).includes(value);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const problemMessages = messageGetters({
  categoryRequired: 'legal.reportProblem.validation.categoryRequired',
  descriptionRequired: 'legal.reportProblem.validation.descriptionRequired',
  descriptionShort: 'legal.reportProblem.validation.descriptionShort',
  descriptionLong: 'legal.reportProblem.validation.descriptionLong',
  emailInvalid: 'legal.reportProblem.validation.emailInvalid',
});

/** The Report a Problem form, with the limits of the problem_reports table. */
export const problemReportSchema = yup.object({
  category: yup
    .string()
    .default('')
    .test(
      'category',
      () => problemMessages.categoryRequired,
      (value) => isProblemCategory(value),
    ),
  description: yup
    .string()
    .trim()
    .default('')
    .required(() => problemMessages.descriptionRequired)
    .min(10, () => problemMessages.descriptionShort)
    .max(2000, () => problemMessages.descriptionLong),
  contactEmail: yup
    .string()
    .trim()
    .default('')
    .max(254, () => problemMessages.emailInvalid)
    .matches(EMAIL_PATTERN, { message: () => problemMessages.emailInvalid, excludeEmptyString: true }),
});

export type ProblemReportForm = yup.InferType<typeof problemReportSchema>;

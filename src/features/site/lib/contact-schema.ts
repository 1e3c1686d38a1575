import * as yup from 'yup';
import { messageGetters } from '../../../lib/i18n';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const contactMessagesKeys = {
  nameRequired: 'site.validation.nameRequired',
  nameLong: 'site.validation.nameLong',
  emailRequired: 'site.validation.emailRequired',
  emailInvalid: 'site.validation.emailInvalid',
  messageRequired: 'site.validation.messageRequired',
  messageLong: 'site.validation.messageLong',
} as const;

export const contactMessages = messageGetters(contactMessagesKeys);

/** The Contact form, with the limits of the contact_messages table. */
export const contactSchema = yup.object({
  name: yup
    .string()
    .trim()
    .default('')
    .required(() => contactMessages.nameRequired)
    .max(100, () => contactMessages.nameLong),
  email: yup
    .string()
    .trim()
    .default('')
    .required(() => contactMessages.emailRequired)
    .max(254, () => contactMessages.emailInvalid)
    .matches(EMAIL_PATTERN, { message: () => contactMessages.emailInvalid, excludeEmptyString: true }),
  message: yup
    .string()
    .trim()
    .default('')
    .required(() => contactMessages.messageRequired)
    .max(2000, () => contactMessages.messageLong),
});

export type ContactForm = yup.InferType<typeof contactSchema>;

import * as yup from 'yup';
import { messageGetters } from '../../../lib/i18n';
import { MAX_REQUEST_PHOTOS } from '../../../lib/pictures/request-photos';

/** The database's limit on what a request says. */
export const DESCRIPTION_MAX = 500;
export const WANTED_KINDS = ['soon', 'today', 'slot'] as const;
export const SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type WantedKind = (typeof WANTED_KINDS)[number];
export type Slot = (typeof SLOTS)[number];

/** Pictures straight from a phone camera are a few MB; past this a file is not worth decoding. */
const MAX_CHOSEN_BYTES = 30 * 1024 * 1024;

const messages = messageGetters({
  descriptionLong: 'providers.requestForm.descriptionLong',
  tooManyPhotos: 'providers.requestForm.tooManyPhotos',
  notAPhoto: 'providers.requestForm.notAPhoto',
  photoTooBig: 'providers.requestForm.photoTooBig',
  dateRequired: 'providers.requestForm.dateRequired',
  datePast: 'providers.requestForm.datePast',
  slotRequired: 'providers.requestForm.slotRequired',
});

/** Today's date on this device as YYYY-MM-DD (what a date input gives). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}

const isSlot = (value: unknown): value is Slot => SLOTS.some((slot) => slot === value);

export const requestFormSchema = yup.object({
  description: yup
    .string()
    .trim()
    .default('')
    .max(DESCRIPTION_MAX, () => messages.descriptionLong),
  photos: yup
    .array(yup.mixed<File>().required())
    .default([])
    .max(MAX_REQUEST_PHOTOS, () => messages.tooManyPhotos)
    .test(
      'photo-type',
      () => messages.notAPhoto,
      (files) => files.every((file) => file.type.startsWith('image/')),
    )
    .test(
      'photo-size',
      () => messages.photoTooBig,
      (files) => files.every((file) => file.size <= MAX_CHOSEN_BYTES),
    ),
  wanted: yup.mixed<WantedKind>().oneOf(WANTED_KINDS).default('soon').required(),
  date: yup
    .string()
    .default('')
    .when('wanted', {
      is: 'slot',
      then: (rule) =>
        rule
          .required(() => messages.dateRequired)
          .test(
            'date-not-past',
            () => messages.datePast,
            (value) => !value || value >= localToday(),
          ),
    }),
  slot: yup
    .string()
    .default('')
    .when('wanted', {
      is: 'slot',
      then: (rule) =>
        rule
          .required(() => messages.slotRequired)
          .test(
            'slot',
            () => messages.slotRequired,
            (value) => !value || isSlot(value),
          ),
    }),
});

export type RequestFormValues = yup.InferType<typeof requestFormSchema>;

/** What a request says, as the database stores it. */
export interface RequestDetails {
  description: string;
  photos: File[];
  wanted: WantedKind;
  wantedDate: string | null;
  wantedSlot: Slot | null;
}

export function toRequestDetails(values: RequestFormValues): RequestDetails {
  const slotted = values.wanted === 'slot' && isSlot(values.slot);
  return {
    description: values.description.trim(),
    photos: values.photos,
    wanted: slotted || values.wanted !== 'slot' ? values.wanted : 'soon',
    wantedDate: slotted ? values.date : null,
    wantedSlot: slotted && isSlot(values.slot) ? values.slot : null,
  };
}

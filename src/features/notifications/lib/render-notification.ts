import { declineReasonText } from '../../../lib/decline-reason';
import { nearExpiry } from '../../../lib/expiry';
import { formatNumber, formatRelativeTime, t, tp } from '../../../lib/i18n';
import { formatVisit } from '../../../lib/visit-time';
import type { AppNotification, NotificationParams } from './notification';

export interface NotificationText {
  title: string;
  /** '' when there is nothing more to say. */
  body: string;
}

/** A chat message's words: its text, "Sent a photo" when it is photos only, a camera before text with photos. */
function chatMessageBody({ preview, photos }: NotificationParams): string {
  if (!photos) return preview ?? '';
  return preview
    ? t('notifications.kinds.newMessagePhotosWithText', { preview })
    : tp('notifications.kinds.newMessagePhotos', photos);
}

/**
 * A notification worded in the reader's language from its kind and parameters. `now` decides
 * whether a new request's expiry is near enough to mention.
 */
export function renderNotification({ kind, params, read }: AppNotification, now: number): NotificationText {
  const customer = params.name ?? t('notifications.kinds.aCustomer');
  const provider = params.name ?? t('notifications.kinds.theProvider');
  switch (kind) {
    case 'new_request': {
      const when = read ? '' : nearExpiry(params.expiresAt, now);
      return {
        title: t('notifications.kinds.newRequestTitle', { name: customer }),
        body: when ? t('notifications.kinds.newRequestExpiring', { when }) : t('notifications.kinds.newRequestBody'),
      };
    }
    case 'request_accepted':
      return {
        title: t('notifications.kinds.acceptedTitle', { name: provider }),
        body: t('notifications.kinds.acceptedBody'),
      };
    case 'request_declined': {
      const reason = declineReasonText(params.reason);
      return {
        title: t('notifications.kinds.declinedTitle', { name: provider }),
        body: reason
          ? t('notifications.kinds.declinedBecause', { reason })
          : t('notifications.kinds.seeWhoElseCanHelp'),
      };
    }
    case 'request_expired':
      return {
        title: params.name
          ? t('notifications.kinds.expiredTitle', { name: params.name })
          : t('notifications.kinds.expiredTitleNoName'),
        body: t('notifications.kinds.expiredBody'),
      };
    case 'new_message':
      return {
        title: params.name
          ? t('notifications.kinds.newMessageTitle', { name: params.name })
          : t('notifications.kinds.newMessageTitleNoName'),
        body: chatMessageBody(params),
      };
    case 'new_review':
      return {
        title: t('notifications.kinds.newReviewTitle', { name: customer }),
        body:
          params.rating !== undefined
            ? t('notifications.kinds.newReviewRating', { rating: formatNumber(params.rating), max: formatNumber(5) })
            : '',
      };
    case 'review_reply':
      return {
        title: t('notifications.kinds.reviewReplyTitle', { name: provider }),
        body: params.preview ?? '',
      };
    case 'visit_proposed':
      return {
        title: t('notifications.kinds.visitProposedTitle', {
          name: params.name ?? t('notifications.kinds.theProvider'),
        }),
        body: params.visit ? t('notifications.kinds.visitProposedBody', { time: formatVisit(params.visit) }) : '',
      };
    case 'visit_agreed':
      return {
        title: t('notifications.kinds.visitAgreedTitle', { name: params.name ?? t('notifications.kinds.theProvider') }),
        body: params.visit ? t('notifications.kinds.visitAgreedBody', { time: formatVisit(params.visit) }) : '',
      };
    case 'visit_reminder':
      return {
        title: t('notifications.kinds.visitReminderTitle', {
          name: params.name ?? t('notifications.kinds.theProvider'),
        }),
        body: params.visit ? t('notifications.kinds.visitReminderBody', { time: formatVisit(params.visit) }) : '',
      };
    case 'job_marked_done':
      return {
        title: t('notifications.kinds.jobMarkedDoneTitle', { name: params.name ?? t('notifications.kinds.someone') }),
        body: t('notifications.kinds.jobMarkedDoneBody'),
      };
    case 'job_done':
      return {
        title: t('notifications.kinds.jobDoneTitle', { name: params.name ?? t('notifications.kinds.someone') }),
        body: params.review ? t('notifications.kinds.jobDoneReview') : '',
      };
    case 'job_disputed':
      return {
        title: t('notifications.kinds.jobDisputedTitle', { name: params.name ?? t('notifications.kinds.someone') }),
        body: t('notifications.kinds.jobDisputedBody'),
      };
    case 'job_cancelled': {
      const reason = jobCancelReasonText(params.reason);
      return {
        title: t('notifications.kinds.jobCancelledTitle', { name: params.name ?? t('notifications.kinds.someone') }),
        body: [reason ? t('notifications.kinds.jobCancelledBecause', { reason }) : '', params.preview ?? '']
          .filter(Boolean)
          .join(' '),
      };
    }
    default:
      return { title: t('notifications.kinds.somethingNew'), body: '' };
  }
}

const JOB_CANCEL_REASONS = [
  'no_longer_needed',
  'found_someone_else',
  'cannot_make_it',
  'not_my_kind_of_work',
  'price_not_agreed',
  'no_show',
  'other',
] as const;

function jobCancelReasonText(reason: string | undefined): string | null {
  const known = JOB_CANCEL_REASONS.find((item) => item === reason);
  return known ? t(`notifications.kinds.jobCancelReasons.${known}`) : null;
}

/** "9 minutes ago", "2 days ago", in the reader's language. */
export function notificationAge(createdAt: string, now: number): string {
  return formatRelativeTime(new Date(Math.min(Date.parse(createdAt), now)), new Date(now));
}

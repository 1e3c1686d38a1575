import Bell from 'lucide-react/icons/bell';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import type { ComponentType, SVGProps } from 'react';
import { t } from '../../../lib/i18n';
import {
  CHANNELS,
  NOTIFICATION_KINDS,
  PHONE_CHANNELS,
  type Channel,
  type ChannelChoice,
  type NotificationKind,
} from '../lib/notification-settings';

const CHANNEL_ICONS: Record<Channel, ComponentType<SVGProps<SVGSVGElement>>> = {
  push: Bell,
  sms: MessageSquareText,
  whatsapp: MessageCircle,
  email: Mail,
};

const CHANNEL_NAMES = {
  push: 'notifications.settings.channels.push',
  sms: 'notifications.settings.channels.sms',
  whatsapp: 'notifications.settings.channels.whatsapp',
  email: 'notifications.settings.channels.email',
} as const satisfies Record<Channel, string>;

const KIND_NAMES = {
  new_request: 'notifications.settings.kinds.newRequest',
  request_accepted: 'notifications.settings.kinds.requestAccepted',
  request_declined: 'notifications.settings.kinds.requestDeclined',
  request_expired: 'notifications.settings.kinds.requestExpired',
  new_message: 'notifications.settings.kinds.newMessage',
  new_review: 'notifications.settings.kinds.newReview',
  review_reply: 'notifications.settings.kinds.reviewReply',
  visit_proposed: 'notifications.settings.kinds.visitProposed',
  visit_agreed: 'notifications.settings.kinds.visitAgreed',
  visit_reminder: 'notifications.settings.kinds.visitReminder',
  job_marked_done: 'notifications.settings.kinds.jobMarkedDone',
  job_done: 'notifications.settings.kinds.jobDone',
  job_disputed: 'notifications.settings.kinds.jobDisputed',
  job_cancelled: 'notifications.settings.kinds.jobCancelled',
} as const satisfies Record<NotificationKind, string>;

interface ChannelGridProps {
  choice: ChannelChoice;
  /** SMS and WhatsApp need a verified phone. */
  phoneVerified: boolean;
  disabled?: boolean;
  onChange: (kind: NotificationKind, channel: Channel, on: boolean) => void;
}

/**
 * Which channels each kind of notification comes by: a kind per row, a channel per column (icons
 * named in the legend, so four columns fit a 360 px phone), a checkbox in each cell.
 */
export function ChannelGrid({ choice, phoneVerified, disabled = false, onChange }: ChannelGridProps) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-hidden="true">
        {CHANNELS.map((channel) => {
          const Icon = CHANNEL_ICONS[channel];
          return (
            <li key={channel} className="flex items-center gap-1">
              <Icon className="size-4 text-brand-700 dark:text-brand-400" />
              {t(CHANNEL_NAMES[channel])}
            </li>
          );
        })}
      </ul>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('notifications.settings.channels.caption')}</caption>
        <colgroup>
          <col />
          {CHANNELS.map((channel) => (
            <col key={channel} className="w-11 sm:w-20" />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pr-2 text-left text-xs font-medium text-slate-600 dark:text-slate-400">
              {t('notifications.settings.channels.kind')}
            </th>
            {CHANNELS.map((channel) => {
              const Icon = CHANNEL_ICONS[channel];
              return (
                <th key={channel} scope="col" className="py-2 text-center font-medium">
                  <Icon aria-hidden="true" className="mx-auto size-5 text-brand-700 dark:text-brand-400" />
                  <span className="sr-only">{t(CHANNEL_NAMES[channel])}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th
                scope="row"
                className="py-1 pr-2 text-left font-normal break-words text-slate-800 dark:text-slate-200"
              >
                {t(KIND_NAMES[kind])}
              </th>
              {CHANNELS.map((channel) => {
                const needsPhone = PHONE_CHANNELS.includes(channel) && !phoneVerified;
                return (
                  <td key={channel} className="p-0 text-center">
                    <label className="flex min-h-11 cursor-pointer items-center justify-center has-disabled:cursor-not-allowed">
                      <input
                        type="checkbox"
                        className="size-5 rounded border-slate-400 accent-brand-700 disabled:opacity-40 dark:accent-brand-500"
                        checked={choice[kind].includes(channel)}
                        disabled={disabled || needsPhone}
                        aria-label={t('notifications.settings.channels.cell', {
                          kind: t(KIND_NAMES[kind]),
                          channel: t(CHANNEL_NAMES[channel]),
                        })}
                        onChange={(event) => {
                          onChange(kind, channel, event.target.checked);
                        }}
                      />
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!phoneVerified && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('notifications.settings.channels.needsPhone')}</p>
      )}
    </div>
  );
}

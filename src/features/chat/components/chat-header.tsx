import type { ReactNode } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { paths } from '../../../config/paths';
import type { Conversation } from '../lib/conversation';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';

interface ChatHeaderProps {
  conversation: Conversation;
  /** Customers see the provider's job next to the name. */
  showJob: boolean;
  /** The report and block menu. */
  menu?: ReactNode;
}

/** The other party's picture and name (and job), whether the chat is open yet, a call button and a menu. */
export function ChatHeader({ conversation, showJob, menu }: ChatHeaderProps) {
  const { counterpart, accepted } = conversation;
  const phone = counterpart.phone.replace(/[^\d+]/g, '');
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-3 sm:px-5 dark:border-slate-800 dark:bg-slate-900">
      <Link
        to={paths.messages}
        aria-label={t('chat.header.backToMessages')}
        className="-ml-1 rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ChevronLeft className="size-5" />
      </Link>
      <Avatar src={counterpart.picture} name={counterpart.name} alt="" />
      <div className="min-w-0 flex-1">
        <h1 className="text-base font-semibold wrap-anywhere text-slate-900 sm:text-lg dark:text-white">
          {counterpart.name}
          {showJob && counterpart.job && (
            <>
              {' '}
              <span className="ml-1 text-sm font-medium text-slate-600 dark:text-slate-400">
                {jobLabel(counterpart.job)}
              </span>
            </>
          )}
        </h1>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {accepted ? t('chat.header.connected') : t('chat.header.waitingForProvider')}
        </p>
      </div>
      {phone && (
        <a
          href={`tel:${phone}`}
          aria-label={t('chat.header.call', { name: counterpart.name })}
          className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30"
        >
          <Phone className="size-5" />
        </a>
      )}
      {menu}
    </header>
  );
}

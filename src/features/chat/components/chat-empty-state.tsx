import MessageCircle from 'lucide-react/icons/message-circle';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/button-styles';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

interface ChatEmptyStateProps {
  title: string;
  message: string;
  isProvider: boolean;
}

/** Shown in place of a conversation: none chosen yet, or the chosen one is not available. */
export function ChatEmptyState({ title, message, isProvider }: ChatEmptyStateProps) {
  return (
    <div className="m-auto flex max-w-sm flex-col items-center px-6 py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
        <MessageCircle className="size-7" strokeWidth={1.8} />
      </div>
      <h1 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.messages} className={buttonClasses('primary')}>
          {t('chat.emptyState.openMessages')}
        </Link>
        <Link to={isProvider ? paths.requests : paths.serviceProviders} className={buttonClasses('secondary')}>
          {isProvider ? t('chat.emptyState.seeRequests') : t('chat.emptyState.findAProvider')}
        </Link>
      </div>
    </div>
  );
}

import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ChatPhotoImage } from './chat-photo-image';
import { t } from '../../../lib/i18n';

interface PhotoViewerProps {
  paths: readonly string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A message's photos one at a time, as large as the screen allows: Escape or Close ends it, the
 * arrow keys and buttons move between photos; focus stays inside and returns afterwards.
 */
export function PhotoViewer({ paths, index, onIndex, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onIndex, onClose, index, count: paths.length });
  handlers.current = { onIndex, onClose, index, count: paths.length };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.querySelector<HTMLButtonElement>('[data-close]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const current = handlers.current;
      if (event.key === 'Escape') {
        event.stopPropagation();
        current.onClose();
      } else if (event.key === 'ArrowLeft' && current.index > 0) {
        current.onIndex(current.index - 1);
      } else if (event.key === 'ArrowRight' && current.index < current.count - 1) {
        current.onIndex(current.index + 1);
      } else if (event.key === 'Tab') {
        const buttons = Array.from(dialog.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
        const first = buttons[0];
        const last = buttons.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      previouslyFocused?.focus();
    };
  }, []);

  const path = paths[index];
  if (path === undefined) return null;
  const label = t('chat.photos.photo', { number: index + 1, count: paths.length });
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className="fixed inset-0 z-[60] flex flex-col bg-slate-950/95"
    >
      <div className="flex items-center justify-between gap-2 p-3 text-white">
        <p className="text-sm font-medium">{label}</p>
        <button
          type="button"
          data-close
          onClick={onClose}
          aria-label={t('common.actions.close')}
          className={controlClasses}
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
        <ChatPhotoImage key={path} path={path} alt={label} className="h-full w-full object-contain" />
      </div>
      {paths.length > 1 && (
        <div className="flex justify-center gap-6 pb-6">
          <button
            type="button"
            disabled={index === 0}
            onClick={() => {
              onIndex(index - 1);
            }}
            aria-label={t('chat.photos.previous')}
            className={`${controlClasses} disabled:opacity-40`}
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
          </button>
          <button
            type="button"
            disabled={index === paths.length - 1}
            onClick={() => {
              onIndex(index + 1);
            }}
            aria-label={t('chat.photos.next')}
            className={`${controlClasses} disabled:opacity-40`}
          >
            <ChevronRight className="size-6" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}

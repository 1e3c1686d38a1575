import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetBlockedMutation } from '../api/blocks-api';
import { t } from '../../../lib/i18n';

interface ChatHeaderMenuProps {
  otherId: string;
  otherName: string;
  /** Whether the viewer has blocked the other party. */
  blocked: boolean;
  /** The "Report" action another feature adds. */
  report?: ReactNode;
}

/** The chat header's "more" menu: report the other party, and block or unblock them after a confirm step. */
export function ChatHeaderMenu({ otherId, otherName, blocked, report }: ChatHeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [setBlocked, { isLoading }] = useSetBlockedMutation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function confirm() {
    const result = await setBlocked({ otherId, blocked: !blocked });
    setConfirming(false);
    if ('error' in result) toast.error(t('safety.block.failed'));
  }

  const name = { name: otherName };
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label={t('safety.block.menu', name)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((was) => !was);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 grid w-56 gap-2 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
      >
        {report}
        <Button
          variant={blocked ? 'secondary' : 'danger'}
          size="sm"
          onClick={() => {
            setOpen(false);
            setConfirming(true);
          }}
        >
          {blocked ? t('safety.block.unblock') : t('safety.block.block')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={blocked ? t('safety.block.unblockTitle', name) : t('safety.block.confirmTitle', name)}
        message={blocked ? t('safety.block.unblockText') : t('safety.block.confirmText', name)}
        confirmLabel={blocked ? t('safety.block.unblockYes') : t('safety.block.confirmYes')}
        cancelLabel={t('safety.block.cancel')}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </div>
  );
}

import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { toApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import { formatVisit, formatVisitShort, isUpcoming, type VisitTime } from '../../../lib/visit-time';
import { useConfirmVisitMutation, useProposeVisitMutation } from '../api/visits-api';
import { viewerSide, type Visit } from '../lib/visit';
import { VisitProposeForm } from './visit-propose-form';

interface VisitPanelProps {
  visit: Visit;
  viewerId: string;
}

function firstName(name: string): string {
  return name.split(/\s+/)[0] ?? name;
}

/**
 * Where agreeing the visit time stands and what the viewer may do: confirm the other side's
 * proposal, propose another time (a day and part of the day), or change an agreed one.
 */
export function VisitPanel({ visit, viewerId }: VisitPanelProps) {
  const [proposing, setProposing] = useState(false);
  const [propose, proposal] = useProposeVisitMutation();
  const [confirm, confirmation] = useConfirmVisitMutation();
  const side = viewerSide(visit, viewerId);
  if (!side) return null;
  const other = firstName(side === 'customer' ? visit.providerName : visit.customerName);
  const { state } = visit;
  const current: VisitTime | null = state.kind === 'none' ? null : state.time;

  const send = async (time: VisitTime) => {
    try {
      const saved = await propose({ userId: viewerId, messageId: visit.messageId, time }).unwrap();
      setProposing(false);
      if (saved.state.kind === 'agreed') toast.success(t('chat.visit.agreedToast', { time: formatVisit(time) }));
      else toast.success(t('chat.visit.sent', { name: other }));
    } catch (error) {
      toast.error(t('chat.visit.failed', { message: toApiError(error).message }));
    }
  };

  const agree = async (time: VisitTime) => {
    try {
      await confirm({ userId: viewerId, messageId: visit.messageId }).unwrap();
      toast.success(t('chat.visit.agreedToast', { time: formatVisit(time) }));
    } catch (error) {
      toast.error(t('chat.visit.failed', { message: toApiError(error).message }));
    }
  };

  const theirs = state.kind === 'proposed' && state.by !== side;
  const text =
    state.kind === 'agreed'
      ? t('chat.visit.agreed', { time: formatVisit(state.time) })
      : state.kind === 'none'
        ? side === 'provider'
          ? t('chat.visit.noneProvider')
          : t('chat.visit.noneCustomer', { name: other })
        : theirs
          ? t(state.wanted ? 'chat.visit.wantedBy' : 'chat.visit.proposedBy', {
              name: other,
              time: formatVisit(state.time),
            })
          : t('chat.visit.youProposed', { time: formatVisit(state.time), name: other });
  const canConfirm = theirs && isUpcoming(state.time, Date.now());
  const Icon = state.kind === 'agreed' ? CalendarCheck : CalendarClock;

  const agreed = state.kind === 'agreed' && !proposing;
  return (
    <div
      className={agreed ? 'flex flex-wrap items-center justify-between gap-x-3 gap-y-2' : 'flex flex-col gap-2'}
      data-visit={state.kind}
    >
      <p
        role="status"
        className={`flex items-start gap-1.5 text-sm ${state.kind === 'agreed' ? 'font-semibold text-emerald-800 dark:text-emerald-300' : 'text-slate-800 dark:text-slate-200'}`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{text}</span>
      </p>
      {proposing ? (
        <VisitProposeForm
          initial={current}
          busy={proposal.isLoading}
          onSubmit={(time) => void send(time)}
          onCancel={() => {
            setProposing(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {canConfirm && (
            <Button className="min-h-11" loading={confirmation.isLoading} onClick={() => void agree(state.time)}>
              {t('chat.visit.confirm', { time: formatVisitShort(state.time) })}
            </Button>
          )}
          <Button
            variant="secondary"
            size={agreed ? 'sm' : 'md'}
            className="min-h-11"
            disabled={confirmation.isLoading}
            onClick={() => {
              setProposing(true);
            }}
          >
            {state.kind === 'none'
              ? t('chat.visit.propose')
              : state.kind === 'agreed'
                ? t('chat.visit.change')
                : t('chat.visit.proposeAnother')}
          </Button>
        </div>
      )}
    </div>
  );
}

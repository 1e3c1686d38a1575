import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { t } from '../../../lib/i18n';
import {
  isUpcoming,
  isVisitSlot,
  slotLabel,
  todayInputValue,
  VISIT_SLOTS,
  type VisitTime,
} from '../../../lib/visit-time';

interface VisitProposeFormProps {
  /** The day the picker starts on: the current proposal's, or empty. */
  initial: VisitTime | null;
  busy: boolean;
  onSubmit: (time: VisitTime) => void;
  onCancel: () => void;
}

interface Errors {
  date?: string;
  slot?: string;
}

/** A day and a part of the day for a visit; refuses an empty choice and a time already begun. */
export function VisitProposeForm({ initial, busy, onSubmit, onCancel }: VisitProposeFormProps) {
  const [date, setDate] = useState(initial?.date ?? '');
  const [slot, setSlot] = useState<string>(initial?.slot ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!date) next.date = t('chat.visit.dayRequired');
    if (!isVisitSlot(slot)) next.slot = t('chat.visit.partRequired');
    else if (date && !isUpcoming({ date, slot }, Date.now())) next.slot = t('chat.visit.past');
    setErrors(next);
    if (next.date || next.slot || !isVisitSlot(slot)) return;
    onSubmit({ date, slot });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('chat.visit.day')}
          type="date"
          min={todayInputValue()}
          value={date}
          error={errors.date}
          onChange={(event) => {
            setDate(event.target.value);
          }}
        />
        <SelectField
          label={t('chat.visit.part')}
          value={slot}
          error={errors.slot}
          onChange={(event) => {
            setSlot(event.target.value);
          }}
        >
          <option value="">{t('chat.visit.choosePart')}</option>
          {VISIT_SLOTS.map((choice) => (
            <option key={choice} value={choice}>
              {slotLabel(choice)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" className="min-h-11" onClick={onCancel} disabled={busy}>
          {t('chat.visit.cancel')}
        </Button>
        <Button type="submit" className="min-h-11" loading={busy}>
          {t('chat.visit.send')}
        </Button>
      </div>
    </form>
  );
}

import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { t } from '../../../lib/i18n';
import type { NotificationSettings } from '../lib/notification-settings';

const DEFAULT_FROM = '22:00';
const DEFAULT_UNTIL = '07:00';

interface QuietHoursProps {
  settings: NotificationSettings;
  saving: boolean;
  onSave: (quiet: Pick<NotificationSettings, 'quietFrom' | 'quietUntil' | 'quietAllowsRequests'>) => void;
}

/** Hours without push, SMS, WhatsApp or e-mail (the bell still keeps everything), optionally letting new requests through. */
export function QuietHours({ settings, saving, onSave }: QuietHoursProps) {
  const [enabled, setEnabled] = useState(settings.quietFrom !== null);
  const [from, setFrom] = useState(settings.quietFrom ?? DEFAULT_FROM);
  const [until, setUntil] = useState(settings.quietUntil ?? DEFAULT_UNTIL);
  const [allowRequests, setAllowRequests] = useState(settings.quietAllowsRequests);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (enabled && (!from || !until || from === until)) {
      setError(t('notifications.settings.quiet.invalid'));
      return;
    }
    setError(undefined);
    onSave({
      quietFrom: enabled ? from : null,
      quietUntil: enabled ? until : null,
      quietAllowsRequests: allowRequests,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <CheckboxField
        label={t('notifications.settings.quiet.enable')}
        checked={enabled}
        onChange={(event) => {
          setEnabled(event.target.checked);
        }}
      />
      {enabled && (
        <>
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <TextField
              label={t('notifications.settings.quiet.from')}
              type="time"
              value={from}
              onChange={(event) => {
                setFrom(event.target.value);
              }}
              error={error}
            />
            <TextField
              label={t('notifications.settings.quiet.until')}
              type="time"
              value={until}
              onChange={(event) => {
                setUntil(event.target.value);
              }}
            />
          </div>
          <CheckboxField
            label={t('notifications.settings.quiet.allowRequests')}
            checked={allowRequests}
            onChange={(event) => {
              setAllowRequests(event.target.checked);
            }}
          />
        </>
      )}
      <Button type="submit" variant="secondary" loading={saving} className="sm:self-start">
        {t('notifications.settings.quiet.save')}
      </Button>
    </form>
  );
}

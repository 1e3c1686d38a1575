import { useState } from 'react';
import { Button } from '../../../components/button';
import { t } from '../../../lib/i18n';
import { fetchMyData, fetchMyFiles } from '../api/your-data-api';
import { filesOf, saveFile } from '../lib/your-data';
import { DeleteAccountForm } from './delete-account-form';
import { SectionAlert } from './section-alert';

interface YourDataSectionProps {
  email: string;
  /** After the account is gone: forget the session on this device and leave. */
  onDeleted: () => void;
}

type Busy = 'json' | 'photos' | null;

/** "Your data": download everything held about the person (JSON, and the photos as a zip), or delete the account. */
export function YourDataSection({ email, onDeleted }: YourDataSectionProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async (what: Exclude<Busy, null>) => {
    setBusy(what);
    setNotice(null);
    try {
      const exported = await fetchMyData();
      if ('error' in exported) {
        setNotice({ tone: 'error', text: exported.error.message });
        return;
      }
      if (what === 'json') {
        saveFile('mistri-data.json', JSON.stringify(exported.data, null, 2), 'application/json');
        return;
      }
      const files = filesOf(exported.data);
      if (files.length === 0) {
        setNotice({ tone: 'success', text: t('profile.yourData.noPhotos') });
        return;
      }
      const [entries, { zip }] = await Promise.all([fetchMyFiles(files), import('../lib/zip')]);
      if ('error' in entries) {
        setNotice({ tone: 'error', text: entries.error.message });
        return;
      }
      saveFile('mistri-photos.zip', zip(entries.data), 'application/zip');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="your-data-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="your-data-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.yourData.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('profile.yourData.hint')}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          loading={busy === 'json'}
          disabled={busy !== null}
          onClick={() => void download('json')}
        >
          {t('profile.yourData.downloadData')}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'photos'}
          disabled={busy !== null}
          onClick={() => void download('photos')}
        >
          {t('profile.yourData.downloadPhotos')}
        </Button>
      </div>
      {notice && (
        <SectionAlert tone={notice.tone} occurrence={notice}>
          {notice.text}
        </SectionAlert>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.yourData.deleteTitle')}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('profile.yourData.deleteHint')}</p>
        {deleting ? (
          <DeleteAccountForm
            email={email}
            onCancel={() => {
              setDeleting(false);
            }}
            onDeleted={onDeleted}
          />
        ) : (
          <Button
            variant="danger"
            className="sm:self-start"
            onClick={() => {
              setDeleting(true);
            }}
          >
            {t('profile.yourData.deleteStart')}
          </Button>
        )}
      </div>
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'react-redux';
import { toast } from 'react-toastify';
import { t } from '../../../lib/i18n';
import type { AppStore } from '../../../store/store';
import { setSecondFactorPending } from '../lib/pending-second-factor';
import { loadSignedInUser } from '../startup/start-app';
import { SecondFactorStep } from './second-factor-step';
import { useSecondStepTexts } from '../lib/use-second-step-texts';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Over any page, when the startup found a session still waiting for its second step: the code
 * loads the person where they are; Cancel signs the session out. The page behind stays signed out.
 */
export default function SecondFactorPrompt() {
  const store = useAppStore();
  const titleId = useId();
  const introId = useId();
  const secondStep = useSecondStepTexts(true);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const background = Array.from(document.body.children).filter(
      (element): element is HTMLElement => element instanceof HTMLElement && !element.contains(dialogRef.current),
    );
    background.forEach((element) => {
      element.inert = true;
    });
    return () => {
      background.forEach((element) => {
        element.inert = false;
      });
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/60 px-4 py-10 sm:items-center">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900 dark:text-slate-50">
          {secondStep.title}
        </h2>
        <p id={introId} className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">
          {secondStep.intro}
        </p>
        <SecondFactorStep
          onVerified={async () => {
            await loadSignedInUser(store);
            toast.success(t('auth.signInForm.signedIn'), { position: 'top-right', autoClose: 5000 });
          }}
          onCancelled={() => {
            setSecondFactorPending(false);
          }}
        />
      </div>
    </div>,
    document.body,
  );
}

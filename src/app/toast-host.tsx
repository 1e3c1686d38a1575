import { X } from 'lucide-react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { t, useLocale } from '../lib/i18n';
import type { Theme } from '../store/theme-slice';

/** The library's close button, with a label in the visitor's language. */
function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      className="Toastify__close-button"
      aria-label={t('common.actions.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The one toast container: top-right, 5 s by default; single toasts choose their own place and time. */
export default function ToastHost({ theme }: { theme: Theme }) {
  // Outside LocaleRoot: its label follows the language by itself.
  useLocale();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      theme={theme}
      newestOnTop
      // The library's timer bar has an English label of its own and nothing to read.
      hideProgressBar
      aria-label={t('app.toastRegion')}
      closeButton={CloseButton}
    />
  );
}

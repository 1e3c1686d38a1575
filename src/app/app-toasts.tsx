import { ToastContainer } from 'react-toastify';
import { useAppSelector } from '../store/hooks';

/** The one toast container: top-right, 5 s by default; single toasts choose their own place and time. */
export function AppToasts() {
  const theme = useAppSelector((state) => state.theme.theme);
  return (
    <ToastContainer position="top-right" autoClose={5000} theme={theme === 'dark' ? 'dark' : 'light'} newestOnTop />
  );
}

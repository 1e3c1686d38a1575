import { ToastContainer } from 'react-toastify';
import type { Theme } from '../store/theme-slice';

/** The one toast container: top-right, 5 s by default; single toasts choose their own place and time. */
export default function ToastHost({ theme }: { theme: Theme }) {
  return <ToastContainer position="top-right" autoClose={5000} theme={theme} newestOnTop />;
}

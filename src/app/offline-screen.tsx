import WifiOff from 'lucide-react/icons/wifi-off';
import { Button } from '../components/button';
import { PageTitle } from '../components/page-title';

export function OfflineScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <PageTitle title="Offline" />
      <div className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
        <WifiOff className="size-10" strokeWidth={1.8} />
      </div>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">You&apos;re Offline !</h1>
        <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-300">
          Check your internet connection. Mistri will come back as soon as you are online again.
        </p>
      </div>
      <Button
        size="lg"
        onClick={() => {
          window.location.reload();
        }}
      >
        Retry
      </Button>
    </main>
  );
}

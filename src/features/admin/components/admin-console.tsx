import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../lib/i18n';
import type { AdminSection } from '../lib/admin-types';

/**
 * The console's sections as tabs (arrow keys move between them, as the ARIA tabs pattern says);
 * the open one is in the address (`?section=`), so a reload or a link keeps it.
 */
export function AdminConsole({ sections }: { sections: readonly AdminSection[] }) {
  const [params, setParams] = useSearchParams();
  const tabRefs = useRef<Map<string, HTMLButtonElement>>(new Map());
  const wanted = params.get('section');
  const current = sections.find((section) => section.id === wanted) ?? sections[0];
  if (!current) return null;

  const open = (id: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('section', id);
        return next;
      },
      { replace: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: sections.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = sections[(index + step + sections.length) % sections.length];
    if (!target) return;
    open(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className="mt-6">
      <div
        role="tablist"
        aria-label={t('admin.sections.label')}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-700"
      >
        {sections.map((section, index) => {
          const selected = section.id === current.id;
          return (
            <button
              key={section.id}
              ref={(element) => {
                if (element) tabRefs.current.set(section.id, element);
                else tabRefs.current.delete(section.id);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${section.id}`}
              aria-selected={selected}
              aria-controls={`admin-panel-${section.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                open(section.id);
              }}
              onKeyDown={(event) => {
                onKeyDown(event, index);
              }}
              className={`-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${
                selected
                  ? 'border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-300'
                  : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-100'
              }`}
            >
              {section.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`admin-panel-${current.id}`}
        aria-labelledby={`admin-tab-${current.id}`}
        tabIndex={0}
        className="py-5 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <h2 className="sr-only">{current.label}</h2>
        {current.content}
      </div>
    </div>
  );
}

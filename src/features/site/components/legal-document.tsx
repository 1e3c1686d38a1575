import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../../lib/i18n';

export interface LegalSection {
  /** The anchor of the section, for the page's own table of contents. */
  id: string;
  title: MessageKey;
  body: ReactNode;
}

export const legalLinkClasses =
  'rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400 dark:hover:text-brand-300';

/** Paragraphs and a bulleted list of messages, the usual body of a section. */
export function LegalText({ paragraphs = [], items = [] }: { paragraphs?: MessageKey[]; items?: MessageKey[] }) {
  return (
    <>
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {items.length > 0 && <LegalList>{items.map((key) => t(key))}</LegalList>}
    </>
  );
}

export function LegalList({ children }: { children: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 ps-6 marker:text-brand-600 dark:marker:text-brand-400">
      {children.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A legal page: its title, date, introduction, a table of contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-50">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('legal.updated')}</p>
      <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{intro}</p>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <h2
          id="legal-contents"
          className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-slate-100"
        >
          {t('legal.onThisPage')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 ps-6 text-slate-700 dark:text-slate-300">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={legalLinkClasses}>
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900 dark:text-slate-100">
            {`${String(index + 1)}. ${t(section.title)}`}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">{section.body}</div>
        </section>
      ))}
    </article>
  );
}

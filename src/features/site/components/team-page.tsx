import { TEAM, type TeamMember } from '../team';
import { t } from '../../../lib/i18n';
import { firstLetter } from '../../../lib/first-letter';

const palettes = [
  'bg-brand-100 text-brand-900 dark:bg-brand-500/20 dark:text-brand-200',
  'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200',
  'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
  'bg-violet-100 text-violet-900 dark:bg-violet-500/20 dark:text-violet-200',
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => firstLetter(part).toUpperCase())
    .join('');
}

function MemberCard({ member, index }: { member: TeamMember; index: number }) {
  return (
    <li className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <span
        aria-hidden="true"
        className={`flex size-20 items-center justify-center rounded-full text-2xl font-bold ${palettes[index % palettes.length] ?? ''}`}
      >
        {initials(member.name)}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-slate-100">{member.name}</h2>
      <p className="text-sm font-medium text-brand-800 dark:text-brand-300">{t(member.role)}</p>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t(member.bio)}</p>
    </li>
  );
}

export function TeamPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        {t('site.teamPage.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t('site.teamPage.intro')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM.map((member, index) => (
          <MemberCard key={member.name} member={member} index={index} />
        ))}
      </ul>
    </div>
  );
}

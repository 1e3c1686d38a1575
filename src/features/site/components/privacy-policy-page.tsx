import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RichMessage, t, type MessageKey } from '../../../lib/i18n';
import { GRIEVANCE_OFFICER } from '../lib/grievance-officer';
import { LegalDocument, LegalList, LegalText, legalLinkClasses, type LegalSection } from './legal-document';

function PreferencesLink() {
  return (
    <Link to={paths.yourProfilePreferences} className={legalLinkClasses}>
      {t('legal.privacy.rights.preferencesLink')}
    </Link>
  );
}

function RightsInTheApp() {
  const uses: [MessageKey, Record<string, ReactNode>][] = [
    ['legal.privacy.rights.download', { preferences: <PreferencesLink /> }],
    [
      'legal.privacy.rights.edit',
      {
        profile: (
          <Link to={paths.yourProfileEdit} className={legalLinkClasses}>
            {t('legal.privacy.rights.profileLink')}
          </Link>
        ),
      },
    ],
    ['legal.privacy.rights.delete', { preferences: <PreferencesLink /> }],
  ];
  return (
    <>
      <LegalText
        paragraphs={['legal.privacy.rights.intro']}
        items={[
          'legal.privacy.rights.access',
          'legal.privacy.rights.correct',
          'legal.privacy.rights.erase',
          'legal.privacy.rights.grievance',
          'legal.privacy.rights.nominate',
        ]}
      />
      <h3 className="pt-2 font-semibold text-slate-900 dark:text-slate-100">{t('legal.privacy.rights.howTitle')}</h3>
      <LegalList>
        {uses.map(([id, values]) => (
          <RichMessage key={id} id={id} values={values} />
        ))}
      </LegalList>
      <p>{t('legal.privacy.rights.other')}</p>
    </>
  );
}

function GrievanceOfficer() {
  const { name, email, phone, address } = GRIEVANCE_OFFICER;
  return (
    <>
      <p>{t('legal.privacy.grievance.intro')}</p>
      <dl className="grid gap-x-4 gap-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr] dark:bg-slate-900 dark:ring-slate-800">
        <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('legal.privacy.grievance.name')}</dt>
        <dd>{name}</dd>
        <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('legal.privacy.grievance.email')}</dt>
        <dd>
          <a href={`mailto:${email}`} className={legalLinkClasses}>
            {email}
          </a>
        </dd>
        <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('legal.privacy.grievance.phone')}</dt>
        <dd>
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={legalLinkClasses}>
            {phone}
          </a>
        </dd>
        <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('legal.privacy.grievance.address')}</dt>
        <dd>
          <address className="not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </dl>
      <p>{t('legal.privacy.grievance.answer')}</p>
    </>
  );
}

const sections = (): LegalSection[] => [
  {
    id: 'what-we-keep',
    title: 'legal.privacy.collect.title',
    body: (
      <LegalText
        items={[
          'legal.privacy.collect.account',
          'legal.privacy.collect.provider',
          'legal.privacy.collect.requests',
          'legal.privacy.collect.location',
          'legal.privacy.collect.safety',
          'legal.privacy.collect.device',
        ]}
      />
    ),
  },
  {
    id: 'why',
    title: 'legal.privacy.why.title',
    body: (
      <>
        <LegalText
          items={[
            'legal.privacy.why.connect',
            'legal.privacy.why.notify',
            'legal.privacy.why.safety',
            'legal.privacy.why.support',
          ]}
        />
        <p className="font-medium text-slate-900 dark:text-slate-100">{t('legal.privacy.why.noSale')}</p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'legal.privacy.retention.title',
    body: (
      <LegalText
        items={[
          'legal.privacy.retention.account',
          'legal.privacy.retention.deleted',
          'legal.privacy.retention.idDocuments',
          'legal.privacy.retention.reports',
        ]}
      />
    ),
  },
  {
    id: 'who-sees-it',
    title: 'legal.privacy.sharing.title',
    body: (
      <LegalText
        items={[
          'legal.privacy.sharing.public',
          'legal.privacy.sharing.parties',
          'legal.privacy.sharing.admins',
          'legal.privacy.sharing.processors',
          'legal.privacy.sharing.law',
        ]}
      />
    ),
  },
  { id: 'your-rights', title: 'legal.privacy.rights.title', body: <RightsInTheApp /> },
  { id: 'grievance-officer', title: 'legal.privacy.grievance.title', body: <GrievanceOfficer /> },
  {
    id: 'children',
    title: 'legal.privacy.children.title',
    body: <LegalText paragraphs={['legal.privacy.children.text']} />,
  },
  {
    id: 'changes',
    title: 'legal.privacy.changes.title',
    body: <LegalText paragraphs={['legal.privacy.changes.text']} />,
  },
];

export function PrivacyPolicyPage() {
  return <LegalDocument title={t('legal.privacy.title')} intro={t('legal.privacy.intro')} sections={sections()} />;
}

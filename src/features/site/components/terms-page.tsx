import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RichMessage, t } from '../../../lib/i18n';
import { LegalDocument, LegalText, legalLinkClasses, type LegalSection } from './legal-document';

function Questions() {
  return (
    <p>
      <RichMessage
        id="legal.terms.contact.text"
        values={{
          contact: (
            <Link to={paths.contact} className={legalLinkClasses}>
              {t('legal.terms.contact.contactLink')}
            </Link>
          ),
          report: (
            <Link to={paths.reportProblem} className={legalLinkClasses}>
              {t('legal.terms.contact.reportLink')}
            </Link>
          ),
        }}
      />
    </p>
  );
}

const sections = (): LegalSection[] => [
  {
    id: 'what-mistri-is',
    title: 'legal.terms.service.title',
    body: <LegalText paragraphs={['legal.terms.service.text']} />,
  },
  {
    id: 'your-account',
    title: 'legal.terms.accounts.title',
    body: (
      <LegalText items={['legal.terms.accounts.adult', 'legal.terms.accounts.own', 'legal.terms.accounts.delete']} />
    ),
  },
  {
    id: 'customers',
    title: 'legal.terms.customers.title',
    body: <LegalText items={['legal.terms.customers.describe', 'legal.terms.customers.pay']} />,
  },
  {
    id: 'providers',
    title: 'legal.terms.providers.title',
    body: (
      <LegalText
        items={['legal.terms.providers.qualified', 'legal.terms.providers.answer', 'legal.terms.providers.badges']}
      />
    ),
  },
  {
    id: 'not-allowed',
    title: 'legal.terms.conduct.title',
    body: (
      <>
        <LegalText items={['legal.terms.conduct.abuse', 'legal.terms.conduct.fraud', 'legal.terms.conduct.misuse']} />
        <p>{t('legal.terms.conduct.report')}</p>
      </>
    ),
  },
  { id: 'reviews', title: 'legal.terms.reviews.title', body: <LegalText paragraphs={['legal.terms.reviews.text']} /> },
  {
    id: 'suspension',
    title: 'legal.terms.suspension.title',
    body: <LegalText paragraphs={['legal.terms.suspension.text']} />,
  },
  {
    id: 'liability',
    title: 'legal.terms.liability.title',
    body: <LegalText paragraphs={['legal.terms.liability.text']} />,
  },
  { id: 'law', title: 'legal.terms.law.title', body: <LegalText paragraphs={['legal.terms.law.text']} /> },
  { id: 'questions', title: 'legal.terms.contact.title', body: <Questions /> },
];

export function TermsPage() {
  return <LegalDocument title={t('legal.terms.title')} intro={t('legal.terms.intro')} sections={sections()} />;
}

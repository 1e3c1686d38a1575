import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api/api-error';
import { RichMessage, t, type MessageKey } from '../../../lib/i18n';
import { useAppSelector } from '../../../store/hooks';
import { useFileProblemReportMutation } from '../api/site-api';
import {
  isProblemCategory,
  PROBLEM_CATEGORIES,
  problemReportSchema,
  type ProblemCategory,
  type ProblemReportForm,
} from '../lib/problem-report-schema';
import { legalLinkClasses } from './legal-document';

const CATEGORY_LABELS: Record<ProblemCategory, MessageKey> = {
  app: 'legal.reportProblem.categories.app',
  account: 'legal.reportProblem.categories.account',
  provider: 'legal.reportProblem.categories.provider',
  safety: 'legal.reportProblem.categories.safety',
  privacy: 'legal.reportProblem.categories.privacy',
  other: 'legal.reportProblem.categories.other',
};

function ProblemReportCard() {
  const descriptionId = useId();
  const signedInEmail = useAppSelector((state) =>
    state.authUser.uuid ? (state.authUser.userDetails?.email ?? '') : null,
  );
  const [sent, setSent] = useState(false);
  const [fileReport, filing] = useFileProblemReportMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProblemReportForm>({
    resolver: yupResolver(problemReportSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { category: '', description: '', contactEmail: '' },
  });

  const send = async ({ category, description, contactEmail }: ProblemReportForm) => {
    if (!isProblemCategory(category)) return;
    setSent(false);
    try {
      await fileReport({
        category,
        description,
        contactEmail: signedInEmail === null && contactEmail !== '' ? contactEmail : null,
      }).unwrap();
    } catch (error) {
      toast.error(t('legal.reportProblem.sendFailed', { message: toApiError(error).message }));
      return;
    }
    reset();
    setSent(true);
    toast.success(t('legal.reportProblem.sentToast'), { position: 'top-center', autoClose: 800 });
  };

  const descriptionError = errors.description?.message;
  return (
    <form
      noValidate
      aria-labelledby="report-problem-title"
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="mt-8 flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <SelectField label={t('legal.reportProblem.category')} error={errors.category?.message} {...register('category')}>
        <option value="">{t('legal.reportProblem.chooseCategory')}</option>
        {PROBLEM_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(CATEGORY_LABELS[category])}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor={descriptionId} className={labelClasses}>
          {t('legal.reportProblem.description')}
        </label>
        <textarea
          id={descriptionId}
          rows={6}
          maxLength={2000}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`${descriptionId}-hint${descriptionError ? ` ${descriptionId}-error` : ''}`}
          className={inputClasses(Boolean(descriptionError), 'resize-y')}
          {...register('description')}
        />
        <p id={`${descriptionId}-hint`} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {t('legal.reportProblem.descriptionHint')}
        </p>
        <FieldError id={`${descriptionId}-error`} message={descriptionError} />
      </div>
      {signedInEmail === null ? (
        <TextField
          label={t('legal.reportProblem.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          hint={t('legal.reportProblem.emailHint')}
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <RichMessage
            id="legal.reportProblem.signedInAs"
            values={{ email: <strong className="font-semibold break-all">{signedInEmail}</strong> }}
          />
        </p>
      )}
      {sent && (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          {t('legal.reportProblem.sent')}
        </p>
      )}
      <Button type="submit" size="lg" loading={filing.isLoading} className="sm:self-start">
        {t('legal.reportProblem.submit')}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <RichMessage
          id="legal.reportProblem.privacy"
          values={{
            policy: (
              <Link to={paths.privacyPolicy} className={legalLinkClasses}>
                {t('layout.siteFooter.privacyPolicy')}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}

export function ReportProblemPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 id="report-problem-title" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        {t('legal.reportProblem.title')}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('legal.reportProblem.intro')}</p>
      <ProblemReportCard />
    </div>
  );
}

import { yupResolver } from '@hookform/resolvers/yup';
import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';
import { toApiError } from '../../../lib/api/api-error';
import { useSendContactMessageMutation } from '../api/site-api';
import { CONTACT_DETAILS } from '../lib/contact-details';
import { contactSchema, type ContactForm } from '../lib/contact-schema';
import { formatHours, t } from '../../../lib/i18n';

function InfoBlock({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300">
        <Icon className="size-5" strokeWidth={1.8} />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
        <div className="mt-1 text-slate-700 dark:text-slate-300">{children}</div>
      </div>
    </div>
  );
}

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400';

function ContactInfo() {
  return (
    <section
      aria-labelledby="contact-info-title"
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="contact-info-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('site.contactPage.reachUs')}
      </h2>
      <InfoBlock title={t('site.contactPage.address')} icon={MapPin}>
        <address className="not-italic">
          {CONTACT_DETAILS.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </InfoBlock>
      <InfoBlock title={t('site.contactPage.phoneAndEMail')} icon={Mail}>
        <a href={`tel:${CONTACT_DETAILS.phone.replace(/\s/g, '')}`} className={`${linkClasses} block`}>
          {CONTACT_DETAILS.phone}
        </a>
        <a href={`mailto:${CONTACT_DETAILS.email}`} className={`${linkClasses} block`}>
          {CONTACT_DETAILS.email}
        </a>
      </InfoBlock>
      <InfoBlock title={t('site.contactPage.workingHours')} icon={Clock}>
        <dl>
          {CONTACT_DETAILS.hours.map(({ days, from, to }) => (
            <div key={days} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{t(days)}:</dt>
              <dd>{formatHours(from, to)}</dd>
            </div>
          ))}
        </dl>
      </InfoBlock>
    </section>
  );
}

function ContactFormCard() {
  const messageId = useId();
  const [sent, setSent] = useState(false);
  const [sendMessage, sending] = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactForm>({
    resolver: yupResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', message: '' },
  });

  const send = async (form: ContactForm) => {
    setSent(false);
    try {
      await sendMessage(form).unwrap();
    } catch (error) {
      toast.error(t('site.contactPage.sendFailed', { message: toApiError(error).message }));
      return;
    }
    reset();
    setSent(true);
    toast.success(t('site.contactPage.messageSent'), { position: 'top-center', autoClose: 800 });
  };

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('site.contactPage.sendUsAMessage')}
      </h2>
      <TextField
        label={t('site.contactPage.name')}
        autoComplete="name"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('site.contactPage.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <label htmlFor={messageId} className={labelClasses}>
          {t('site.contactPage.message')}
        </label>
        <textarea
          id={messageId}
          rows={5}
          maxLength={2000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={inputClasses(Boolean(errors.message), 'resize-y')}
          {...register('message')}
        />
        <FieldError id={`${messageId}-error`} message={errors.message?.message} />
      </div>
      {sent && (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          {t('site.contact.sent')}
        </p>
      )}
      <Button type="submit" size="lg" loading={sending.isLoading} className="sm:self-start">
        {t('site.contactPage.sendMessage')}
      </Button>
    </form>
  );
}

export function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        {t('site.contactPage.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t('site.contactPage.intro')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactInfo />
        </div>
        <div className="lg:col-span-3">
          <ContactFormCard />
        </div>
      </div>
    </div>
  );
}

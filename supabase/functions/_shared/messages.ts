/**
 * The words of a notification outside the app, in the recipient's language. They follow the
 * app's catalogs (src/lib/i18n/catalogs/<lang>/notifications.ts, `kinds`); a test keeps the
 * titles equal.
 */
export type Locale = 'en' | 'ml' | 'hi';

export interface NotificationFacts {
  kind: string;
  params: {
    name?: string;
    reason?: string;
    preview?: string;
    rating?: number;
    photos?: number;
    date?: string;
    slot?: string;
    review?: boolean;
  };
}

interface Catalog {
  aCustomer: string;
  theProvider: string;
  newRequestTitle: string;
  newRequestBody: string;
  acceptedTitle: string;
  acceptedBody: string;
  declinedTitle: string;
  declinedBecause: string;
  seeWhoElseCanHelp: string;
  expiredTitle: string;
  expiredTitleNoName: string;
  expiredBody: string;
  newMessageTitle: string;
  newMessageTitleNoName: string;
  newMessagePhotos_one: string;
  newMessagePhotos_other: string;
  newMessagePhotosWithText: string;
  newReviewTitle: string;
  newReviewRating: string;
  reviewReplyTitle: string;
  visitProposedTitle: string;
  visitProposedBody: string;
  visitAgreedTitle: string;
  visitAgreedBody: string;
  visitReminderTitle: string;
  visitReminderBody: string;
  slots: Record<string, string>;
  someone: string;
  jobMarkedDoneTitle: string;
  jobMarkedDoneBody: string;
  jobDoneTitle: string;
  jobDoneReview: string;
  jobDisputedTitle: string;
  jobDisputedBody: string;
  jobCancelledTitle: string;
  jobCancelledBecause: string;
  jobCancelReasons: Record<string, string>;
  somethingNew: string;
  open: string;
  reasons: Record<string, string>;
}

const CATALOGS: Record<Locale, Catalog> = {
  en: {
    aCustomer: 'A customer',
    theProvider: 'The provider',
    newRequestTitle: '{{name}} sent you a connection request',
    newRequestBody: 'Accept or decline it.',
    acceptedTitle: '{{name}} accepted your request',
    acceptedBody: 'You can chat now.',
    declinedTitle: '{{name}} declined your request',
    declinedBecause: 'Reason: {{reason}}. See who else can help.',
    seeWhoElseCanHelp: 'See who else can help.',
    expiredTitle: 'Your request to {{name}} expired',
    expiredTitleNoName: 'Your request expired',
    expiredBody: 'No answer within 24 hours. See who else can help.',
    newMessageTitle: 'New message from {{name}}',
    newMessageTitleNoName: 'New message',
    newMessagePhotos_one: 'Sent a photo',
    newMessagePhotos_other: 'Sent {{count}} photos',
    newMessagePhotosWithText: '📷 Photo: {{preview}}',
    newReviewTitle: 'New review from {{name}}',
    newReviewRating: 'Rated {{rating}} out of {{max}}.',
    reviewReplyTitle: '{{name}} replied to your review',
    visitProposedTitle: '{{name}} proposed a visit time',
    visitProposedBody: '{{time}}. Confirm it or propose another.',
    visitAgreedTitle: '{{name}} confirmed the visit time',
    visitAgreedBody: 'Visit: {{time}}.',
    visitReminderTitle: 'Visit with {{name}} in an hour',
    visitReminderBody: 'Visit: {{time}}.',
    slots: { morning: 'Morning (8 am – 12 pm)', afternoon: 'Afternoon (12 – 4 pm)', evening: 'Evening (4 – 8 pm)' },
    someone: 'The other side',
    jobMarkedDoneTitle: '{{name}} marked the job done',
    jobMarkedDoneBody: 'Confirm it, or say it is not done yet.',
    jobDoneTitle: 'The job with {{name}} is done',
    jobDoneReview: 'How did it go? Write a review.',
    jobDisputedTitle: '{{name}} says the job is not done yet',
    jobDisputedBody: 'Mark it done again when it is.',
    jobCancelledTitle: '{{name}} cancelled the job',
    jobCancelledBecause: 'Reason: {{reason}}.',
    jobCancelReasons: {
      no_longer_needed: 'no longer needed',
      found_someone_else: 'found someone else',
      cannot_make_it: 'cannot make it',
      not_my_kind_of_work: 'not their kind of work',
      price_not_agreed: 'price not agreed',
      no_show: 'no-show',
      other: 'other',
    },
    somethingNew: 'New notification',
    open: 'Open in Mistri',
    reasons: { 'Too far': 'Too far', 'Fully booked': 'Fully booked', 'Not my kind of work': 'Not my kind of work' },
  },
  ml: {
    aCustomer: 'ഒരു ഉപഭോക്താവ്',
    theProvider: 'ടെക്നീഷ്യൻ',
    newRequestTitle: '{{name}} നിങ്ങൾക്ക് ഒരു അഭ്യർത്ഥന അയച്ചു',
    newRequestBody: 'സ്വീകരിക്കുകയോ നിരസിക്കുകയോ ചെയ്യൂ.',
    acceptedTitle: '{{name}} നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിച്ചു',
    acceptedBody: 'ഇനി ചാറ്റ് ചെയ്യാം.',
    declinedTitle: '{{name}} നിങ്ങളുടെ അഭ്യർത്ഥന നിരസിച്ചു',
    declinedBecause: 'കാരണം: {{reason}}. സഹായിക്കാൻ കഴിയുന്ന മറ്റുള്ളവരെ നോക്കൂ.',
    seeWhoElseCanHelp: 'സഹായിക്കാൻ കഴിയുന്ന മറ്റുള്ളവരെ നോക്കൂ.',
    expiredTitle: '{{name}}-ന് അയച്ച അഭ്യർത്ഥന കാലഹരണപ്പെട്ടു',
    expiredTitleNoName: 'നിങ്ങളുടെ അഭ്യർത്ഥന കാലഹരണപ്പെട്ടു',
    expiredBody: '24 മണിക്കൂറിനുള്ളിൽ മറുപടി കിട്ടിയില്ല. സഹായിക്കാൻ കഴിയുന്ന മറ്റുള്ളവരെ നോക്കൂ.',
    newMessageTitle: '{{name}}-ൽ നിന്ന് പുതിയ സന്ദേശം',
    newMessageTitleNoName: 'പുതിയ സന്ദേശം',
    newMessagePhotos_one: 'ഒരു ഫോട്ടോ അയച്ചു',
    newMessagePhotos_other: '{{count}} ഫോട്ടോകൾ അയച്ചു',
    newMessagePhotosWithText: '📷 ഫോട്ടോ: {{preview}}',
    newReviewTitle: '{{name}} നിങ്ങളെക്കുറിച്ച് ഒരു റിവ്യൂ എഴുതി',
    newReviewRating: '{{max}}-ൽ {{rating}} റേറ്റിംഗ്.',
    reviewReplyTitle: '{{name}} നിങ്ങളുടെ റിവ്യൂവിന് മറുപടി നൽകി',
    visitProposedTitle: '{{name}} വരുന്ന സമയം നിർദ്ദേശിച്ചു',
    visitProposedBody: '{{time}}. ഉറപ്പിക്കുകയോ മറ്റൊരു സമയം നിർദ്ദേശിക്കുകയോ ചെയ്യൂ.',
    visitAgreedTitle: '{{name}} വരുന്ന സമയം ഉറപ്പിച്ചു',
    visitAgreedBody: 'വരുന്ന സമയം: {{time}}.',
    visitReminderTitle: '{{name}}-നുമായുള്ള സന്ദർശനം ഒരു മണിക്കൂറിനുള്ളിൽ',
    visitReminderBody: 'വരുന്ന സമയം: {{time}}.',
    slots: { morning: 'രാവിലെ (8 – 12)', afternoon: 'ഉച്ചയ്ക്ക് (12 – 4)', evening: 'വൈകുന്നേരം (4 – 8)' },
    someone: 'മറുവശത്തുള്ളയാൾ',
    jobMarkedDoneTitle: 'ജോലി പൂർത്തിയായെന്ന് {{name}} അടയാളപ്പെടുത്തി',
    jobMarkedDoneBody: 'ഉറപ്പിക്കൂ, അല്ലെങ്കിൽ ഇതുവരെ കഴിഞ്ഞിട്ടില്ലെന്ന് പറയൂ.',
    jobDoneTitle: '{{name}}-മായുള്ള ജോലി പൂർത്തിയായി',
    jobDoneReview: 'എങ്ങനെയുണ്ടായിരുന്നു? ഒരു റിവ്യൂ എഴുതൂ.',
    jobDisputedTitle: 'ജോലി ഇതുവരെ കഴിഞ്ഞിട്ടില്ലെന്ന് {{name}} പറയുന്നു',
    jobDisputedBody: 'കഴിയുമ്പോൾ വീണ്ടും പൂർത്തിയായെന്ന് അടയാളപ്പെടുത്തൂ.',
    jobCancelledTitle: '{{name}} ജോലി റദ്ദാക്കി',
    jobCancelledBecause: 'കാരണം: {{reason}}.',
    jobCancelReasons: {
      no_longer_needed: 'ഇനി ആവശ്യമില്ല',
      found_someone_else: 'മറ്റൊരാളെ കിട്ടി',
      cannot_make_it: 'എത്താൻ കഴിയില്ല',
      not_my_kind_of_work: 'അവരുടെ തരം ജോലിയല്ല',
      price_not_agreed: 'കൂലിയിൽ യോജിപ്പായില്ല',
      no_show: 'ആൾ എത്തിയില്ല',
      other: 'മറ്റെന്തെങ്കിലും',
    },
    somethingNew: 'പുതിയ അറിയിപ്പ്',
    open: 'മിസ്ത്രിയിൽ തുറക്കുക',
    reasons: { 'Too far': 'വളരെ ദൂരെയാണ്', 'Fully booked': 'ഒഴിവില്ല', 'Not my kind of work': 'എന്റെ തരം ജോലിയല്ല' },
  },
  hi: {
    aCustomer: 'एक ग्राहक',
    theProvider: 'कारीगर',
    newRequestTitle: '{{name}} ने आपको कनेक्शन अनुरोध भेजा',
    newRequestBody: 'इसे स्वीकार करें या मना करें।',
    acceptedTitle: '{{name}} ने आपका अनुरोध स्वीकार कर लिया',
    acceptedBody: 'अब आप चैट कर सकते हैं।',
    declinedTitle: '{{name}} ने आपका अनुरोध मना कर दिया',
    declinedBecause: 'कारण: {{reason}}। देखें कि और कौन मदद कर सकता है।',
    seeWhoElseCanHelp: 'देखें कि और कौन मदद कर सकता है।',
    expiredTitle: '{{name}} को भेजा गया आपका अनुरोध समाप्त हो गया',
    expiredTitleNoName: 'आपका अनुरोध समाप्त हो गया',
    expiredBody: '24 घंटे में कोई जवाब नहीं मिला। देखें कि और कौन मदद कर सकता है।',
    newMessageTitle: '{{name}} का नया संदेश',
    newMessageTitleNoName: 'नया संदेश',
    newMessagePhotos_one: 'एक फ़ोटो भेजी',
    newMessagePhotos_other: '{{count}} फ़ोटो भेजीं',
    newMessagePhotosWithText: '📷 फ़ोटो: {{preview}}',
    newReviewTitle: '{{name}} ने आपकी समीक्षा लिखी',
    newReviewRating: '{{max}} में से {{rating}} रेटिंग।',
    reviewReplyTitle: '{{name}} ने आपकी समीक्षा का जवाब दिया',
    visitProposedTitle: '{{name}} ने आने का समय सुझाया',
    visitProposedBody: '{{time}}। इसे पक्का करें या दूसरा समय सुझाएँ।',
    visitAgreedTitle: '{{name}} ने आने का समय पक्का किया',
    visitAgreedBody: 'आने का समय: {{time}}।',
    visitReminderTitle: '{{name}} के साथ मुलाक़ात एक घंटे में',
    visitReminderBody: 'आने का समय: {{time}}।',
    slots: { morning: 'सुबह (8 – 12 बजे)', afternoon: 'दोपहर (12 – 4 बजे)', evening: 'शाम (4 – 8 बजे)' },
    someone: 'दूसरा पक्ष',
    jobMarkedDoneTitle: '{{name}} ने काम पूरा बताया',
    jobMarkedDoneBody: 'पुष्टि करें, या बताएँ कि अभी पूरा नहीं हुआ।',
    jobDoneTitle: '{{name}} के साथ काम पूरा हुआ',
    jobDoneReview: 'कैसा रहा? समीक्षा लिखें।',
    jobDisputedTitle: '{{name}} कहते हैं कि काम अभी पूरा नहीं हुआ',
    jobDisputedBody: 'पूरा होने पर फिर से पूरा बताएँ।',
    jobCancelledTitle: '{{name}} ने काम रद्द किया',
    jobCancelledBecause: 'कारण: {{reason}}।',
    jobCancelReasons: {
      no_longer_needed: 'अब ज़रूरत नहीं',
      found_someone_else: 'कोई और मिल गया',
      cannot_make_it: 'नहीं आ पाएँगे',
      not_my_kind_of_work: 'उनका काम नहीं',
      price_not_agreed: 'दाम पर बात नहीं बनी',
      no_show: 'कोई नहीं आया',
      other: 'कुछ और',
    },
    somethingNew: 'नई सूचना',
    open: 'मिस्त्री में खोलें',
    reasons: { 'Too far': 'बहुत दूर है', 'Fully booked': 'समय नहीं है', 'Not my kind of work': 'यह मेरा काम नहीं है' },
  },
};

const PHONE_CODE: Record<Locale, string> = {
  en: 'Your Mistri code is {{code}}. It expires in 10 minutes.',
  ml: 'നിങ്ങളുടെ മിസ്ത്രി കോഡ് {{code}} ആണ്. 10 മിനിറ്റിനുള്ളിൽ ഇത് കാലഹരണപ്പെടും.',
  hi: 'आपका मिस्त्री कोड {{code}} है। यह 10 मिनट में समाप्त हो जाएगा।',
};

const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', ml: 'ml-IN', hi: 'hi-IN' };

/** "Sat, 28 Nov · Morning (8 am – 12 pm)", as the app words a visit time; '' when unknown. */
function visitText(date: string | undefined, slot: string | undefined, locale: Locale): string {
  const label = slot ? CATALOGS[locale].slots[slot] : undefined;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !label) return '';
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${day.replace(/[\u00a0\u2009\u202f]/g, ' ')} · ${label}`;
}

export function localeOf(value: unknown): Locale {
  return value === 'ml' || value === 'hi' ? value : 'en';
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

export interface NotificationWords {
  title: string;
  /** '' when there is nothing more to say. */
  body: string;
  /** The label of the link in an e-mail. */
  open: string;
}

/** A chat message's words: its text, "Sent a photo" when it is photos only, a camera before text with photos. */
function chatMessageBody(c: Catalog, { preview, photos }: NotificationFacts['params']): string {
  if (!photos) return preview ?? '';
  if (preview) return fill(c.newMessagePhotosWithText, { preview });
  return photos === 1 ? c.newMessagePhotos_one : fill(c.newMessagePhotos_other, { count: String(photos) });
}

/** A notification worded in `locale` from its kind and parameters, as the app words it. */
export function wordNotification({ kind, params }: NotificationFacts, locale: Locale): NotificationWords {
  const c = CATALOGS[locale];
  const customer = params.name ?? c.aCustomer;
  const provider = params.name ?? c.theProvider;
  const words = (title: string, body: string): NotificationWords => ({ title, body, open: c.open });
  switch (kind) {
    case 'new_request':
      return words(fill(c.newRequestTitle, { name: customer }), c.newRequestBody);
    case 'request_accepted':
      return words(fill(c.acceptedTitle, { name: provider }), c.acceptedBody);
    case 'request_declined': {
      const reason = params.reason ? c.reasons[params.reason] : undefined;
      return words(
        fill(c.declinedTitle, { name: provider }),
        reason ? fill(c.declinedBecause, { reason }) : c.seeWhoElseCanHelp,
      );
    }
    case 'request_expired':
      return words(params.name ? fill(c.expiredTitle, { name: params.name }) : c.expiredTitleNoName, c.expiredBody);
    case 'new_message':
      return words(
        params.name ? fill(c.newMessageTitle, { name: params.name }) : c.newMessageTitleNoName,
        chatMessageBody(c, params),
      );
    case 'new_review':
      return words(
        fill(c.newReviewTitle, { name: customer }),
        params.rating !== undefined ? fill(c.newReviewRating, { rating: String(params.rating), max: '5' }) : '',
      );
    case 'review_reply':
      return words(fill(c.reviewReplyTitle, { name: provider }), params.preview ?? '');
    case 'visit_proposed':
    case 'visit_agreed':
    case 'visit_reminder': {
      const time = visitText(params.date, params.slot, locale);
      const [title, body] =
        kind === 'visit_proposed'
          ? [c.visitProposedTitle, c.visitProposedBody]
          : kind === 'visit_agreed'
            ? [c.visitAgreedTitle, c.visitAgreedBody]
            : [c.visitReminderTitle, c.visitReminderBody];
      return words(fill(title, { name: provider }), time ? fill(body, { time }) : '');
    }
    case 'job_marked_done':
      return words(fill(c.jobMarkedDoneTitle, { name: params.name ?? c.someone }), c.jobMarkedDoneBody);
    case 'job_done':
      return words(fill(c.jobDoneTitle, { name: params.name ?? c.someone }), params.review ? c.jobDoneReview : '');
    case 'job_disputed':
      return words(fill(c.jobDisputedTitle, { name: params.name ?? c.someone }), c.jobDisputedBody);
    case 'job_cancelled': {
      const reason = params.reason ? c.jobCancelReasons[params.reason] : undefined;
      return words(
        fill(c.jobCancelledTitle, { name: params.name ?? c.someone }),
        [reason ? fill(c.jobCancelledBecause, { reason }) : '', params.preview ?? '']
          .filter((part) => part !== '')
          .join(' '),
      );
    }
    default:
      return words(c.somethingNew, '');
  }
}

/** The SMS a phone-code request sends. */
export function phoneCodeText(code: string, locale: Locale): string {
  return fill(PHONE_CODE[locale], { code });
}

/** One short text for SMS and WhatsApp: title, body, absolute link. */
export function shortText(words: NotificationWords, url: string): string {
  return [words.title + '.', words.body, url].filter((part) => part !== '').join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A short e-mail: the title as subject, the body and one link. */
export function emailContent(words: NotificationWords, url: string): { subject: string; text: string; html: string } {
  return {
    subject: words.title,
    text: [words.body, `${words.open}: ${url}`].filter((part) => part !== '').join('\n\n'),
    html:
      (words.body ? `<p>${escapeHtml(words.body)}</p>` : '') +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(words.open)}</a></p>`,
  };
}

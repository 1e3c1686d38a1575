export const legal = {
  updated: 'Last updated: 26 November 2026',
  onThisPage: 'On this page',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'Mistri connects homes with electricians and plumbers nearby. To do that we keep some of your personal data. This page says what we keep, why, for how long, who sees it, and how you use your rights under India’s Digital Personal Data Protection Act, 2023.',
    collect: {
      title: 'What we keep',
      account: 'Your account: name, e-mail address, phone number and password (stored only as a one-way hash).',
      provider:
        'If you are a provider: your job, work area, rate card, profile photo and availability; for the “ID checked” badge, a photo of one government ID and a selfie, of which only the last 4 digits of the ID number are kept as text.',
      requests: 'Your requests, chats, photos you send, visit times and the reviews you write or receive.',
      location:
        'The place you choose to search from, so we can show providers within 10 km. We do not track your location in the background.',
      safety: 'Reports you file, people you block, and the sign-in factors you add (authenticator app, passkey).',
      device: 'On your device only: your language, theme and, if you allow them, the subscription for notifications.',
    },
    why: {
      title: 'Why we keep it',
      connect: 'To show you providers nearby and let you send requests, chat and book a visit.',
      notify: 'To tell you about new requests, messages and visits, on the channels you choose.',
      safety: 'To keep Mistri safe: verify providers, act on reports, and stop abuse and fraud.',
      support: 'To answer you when you write to us or report a problem.',
      noSale: 'We do not sell your data and we do not show advertising.',
    },
    retention: {
      title: 'How long we keep it',
      account: 'Your account data: for as long as your account exists.',
      deleted:
        'When you delete your account, your personal fields and files are deleted at once. The other side keeps the chat, with your name shown as “Former customer” or “Former provider”; your reviews stay, without your name.',
      idDocuments: 'ID photos and selfies: deleted 30 days after an admin has approved or rejected them.',
      reports:
        'Problem reports and messages to support: until the matter is settled; the ones you filed while signed in go with your account.',
    },
    sharing: {
      title: 'Who sees it',
      public: 'Everyone: a provider’s public profile (name, job, area, rate card, photo, rating and badges).',
      parties:
        'The other side of a request: your first name and the request; after the provider accepts, what you write in the chat.',
      admins:
        'Mistri’s admins, who sign in with a second factor: reports, hidden reviews and ID documents, to decide on them. Every decision is recorded.',
      processors:
        'The services that run Mistri for us: hosting of the database and files, and delivery of notifications, text messages and e-mail. They use the data only for that.',
      law: 'Authorities, only when Indian law requires it.',
    },
    rights: {
      title: 'Your rights',
      intro: 'Under the Digital Personal Data Protection Act, 2023 you have the right to:',
      access: 'get a summary of the personal data we keep about you and what we do with it;',
      correct: 'have it corrected, completed or updated;',
      erase: 'have it erased, and withdraw your consent at any time;',
      grievance: 'have a complaint answered by our grievance officer;',
      nominate: 'name someone who can use these rights for you if you die or cannot act yourself.',
      howTitle: 'Using them in the app',
      download: 'Download everything we keep about you (one file, with your photos) in {{preferences}}.',
      edit: 'Correct your name, phone, photo and other details in {{profile}}.',
      delete: 'Delete your account in {{preferences}}; this also withdraws your consent.',
      preferencesLink: 'Account Preferences',
      profileLink: 'Edit Profile',
      other:
        'For anything else, such as naming a nominee, write to the grievance officer below. If you are not satisfied with the answer, you can complain to the Data Protection Board of India.',
    },
    grievance: {
      title: 'Grievance officer',
      intro: 'Questions or complaints about your personal data go to our grievance officer:',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      answer: 'We acknowledge a complaint within 2 working days and answer it within 30 days.',
    },
    children: {
      title: 'Children',
      text: 'Mistri is for people aged 18 or over. We do not knowingly keep data about children.',
    },
    changes: {
      title: 'Changes to this policy',
      text: 'When this policy changes, we show it in the app before the change applies, and update the date above.',
    },
  },
  terms: {
    title: 'Terms & Conditions',
    intro:
      'These terms apply when you use Mistri, as a customer or as a provider. By creating an account you accept them.',
    service: {
      title: 'What Mistri is',
      text: 'Mistri is a place to find electricians and plumbers and talk to them. The providers are independent: the work, its price and its quality are agreed between you and the provider. Mistri is not a party to that agreement and does not take payments.',
    },
    accounts: {
      title: 'Your account',
      adult: 'You must be 18 or over and give true details about yourself.',
      own: 'An account is for one person. Keep your password and second factor to yourself; you are responsible for what is done with your account.',
      delete: 'You can delete your account at any time in Account Preferences.',
    },
    customers: {
      title: 'If you are a customer',
      describe: 'Describe the job honestly and be there, or have someone there, at the agreed visit time.',
      pay: 'Pay the provider what you agreed, including the visiting charge shown on their profile.',
    },
    providers: {
      title: 'If you are a provider',
      qualified:
        'Hold the licences the law requires for your work and keep your profile, prices and availability true.',
      answer: 'Answer requests in time, quote fairly and work safely.',
      badges: 'Badges such as “ID checked” show what Mistri checked; they are not a guarantee of your work.',
    },
    conduct: {
      title: 'What is not allowed',
      abuse: 'Harassing, threatening or insulting anyone.',
      fraud: 'Fraud, fake profiles, fake reviews or spam.',
      misuse: 'Using Mistri to collect other people’s data or to break the law.',
      report: 'Report such behaviour with Report on the profile, review or message, or block the person.',
    },
    reviews: {
      title: 'Reviews',
      text: 'Only a customer who has had a connection with a provider can review them. Reviews must be honest. A review reported by several people is hidden until an admin decides.',
    },
    suspension: {
      title: 'Suspension',
      text: 'We may hide content or suspend an account that breaks these terms. We record every such decision and tell you the reason when we can.',
    },
    liability: {
      title: 'Liability',
      text: 'Mistri is provided as it is. As far as the law allows, Mistri is not liable for the work of providers or for losses that come from agreements between customers and providers. Nothing here limits your rights as a consumer under Indian law.',
    },
    law: {
      title: 'Law and disputes',
      text: 'These terms are governed by the laws of India. Disputes go to the courts of Ernakulam, Kerala.',
    },
    contact: {
      title: 'Questions',
      text: 'Write to us through {{contact}} or {{report}}.',
      contactLink: 'the Contact page',
      reportLink: 'Report a Problem',
    },
  },
  reportProblem: {
    title: 'Report a Problem',
    intro:
      'Something not working, or something wrong on Mistri? Tell us here and the team will look into it. To report a provider, a review or a chat message, use Report on it instead.',
    category: 'What is it about?',
    chooseCategory: 'Choose one',
    categories: {
      app: 'The app does not work as it should',
      account: 'My account or signing in',
      provider: 'A provider or a job',
      safety: 'Safety or abuse',
      privacy: 'My personal data',
      other: 'Something else',
    },
    description: 'What happened?',
    descriptionHint: 'What you did, what you expected and what happened instead.',
    email: 'Your e-mail (optional)',
    emailHint: 'Only if you want an answer. We use it for this report alone.',
    signedInAs: 'You are filing this as {{email}}; we answer at that address.',
    submit: 'Send report',
    sent: 'Thank you. We have your report and will look into it.',
    sentToast: 'Report sent',
    sendFailed: 'Your report was not sent. {{message}}',
    privacy: 'What we do with a report: {{policy}}.',
    validation: {
      categoryRequired: 'Choose what it is about',
      descriptionRequired: 'Describe the problem',
      descriptionShort: 'Describe the problem in at least 10 characters',
      descriptionLong: 'The description can have at most 2000 characters',
      emailInvalid: 'Enter a valid e-mail address, or leave it empty',
    },
  },
} as const;

/** Verified providers: the badges, the provider's "Get verified" screen and the admin ID-check queue. */
export const verification = {
  badges: {
    label: 'Verification',
    phoneVerified: 'Phone verified',
    idChecked: 'ID checked',
  },
  filter: {
    verifiedOnly: 'Verified only',
  },
  idTypes: {
    aadhaar: 'Aadhaar',
    pan: 'PAN card',
    driving_licence: 'Driving licence',
    voter_id: 'Voter ID',
  },
  getVerified: {
    title: 'Get verified',
    link: 'Get verified',
    intro:
      'Customers trust providers they can check. Each step below adds a badge to your card, your profile and your panel.',
    notProvider: 'Only service providers can get verified.',
    loadFailed: 'Your ID check could not be loaded. Please try again.',
    phone: {
      title: 'Phone verified',
      done: 'Your listed phone is verified.',
      todo: 'Verify your listed phone with a code sent by SMS. Use the same number as on your profile.',
      action: 'Verify phone',
    },
    id: {
      title: 'ID checked',
      privacy:
        'Only the last 4 characters of the number are stored. The photos are kept private, seen only by you and our checkers, and deleted 30 days after our decision.',
      typeLabel: 'ID type',
      last4Label: 'Last 4 characters of the ID number',
      last4Hint: 'Only these 4 are kept. Never type the whole number.',
      last4Invalid: 'Type exactly 4 letters or digits.',
      documentLabel: 'Photo of the ID',
      selfieLabel: 'A selfie of you',
      photoMissing: 'Choose a photo.',
      photoFailed: 'This photo could not be read. Please choose another one.',
      submit: 'Send for checking',
      sent: 'Sent. We will check it soon.',
      pending: 'We are checking your {{idType}} ending {{last4}}. This usually takes a day.',
      approved: 'Your ID is checked. Customers see the "ID checked" badge.',
      rejected: 'We could not accept your ID check: {{reason}}',
      again: 'You can send a new ID check below.',
    },
  },
  admin: {
    title: 'ID checks',
    intro:
      'Compare the ID photo with the selfie. Approving shows the "ID checked" badge; a rejection needs a reason, which the provider sees.',
    empty: 'No ID checks are waiting.',
    loadFailed: 'The ID checks could not be loaded. Please try again.',
    sent: 'Sent {{date}}',
    idLine: '{{idType}} ending {{last4}}',
    documentAlt: 'ID photo sent by {{name}}',
    selfieAlt: 'Selfie sent by {{name}}',
    noImage: 'Photo unavailable',
    reasonLabel: 'Reason (needed to reject; the provider sees it)',
    reasonRequired: 'Give a reason to reject.',
    approve: 'Approve',
    reject: 'Reject',
    approved: '{{name}} approved.',
    rejected: '{{name}} rejected.',
  },
};

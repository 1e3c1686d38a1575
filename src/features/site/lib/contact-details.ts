/** Mistri's own contact details and hours (spec §2 Contact, §9): the address is written as the post office reads it. */
export const CONTACT_DETAILS = {
  phone: '+91 484 400 1234',
  email: 'support@mistri.in',
  address: ['Mistri Services', '2nd Floor, Marine Drive', 'Ernakulam, Kochi 682031', 'Kerala, India'],
  /** Days (a message) and the hours, from and to, on a 24-hour clock. */
  hours: [
    { days: 'site.contactPage.weekdays', from: 15, to: 18 },
    { days: 'site.contactPage.weekend', from: 8, to: 10 },
  ],
} as const;

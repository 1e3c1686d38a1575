/** Mistri's own contact details and hours (spec §2 Contact, §9). */
export const CONTACT_DETAILS = {
  phone: '+91 484 400 1234',
  email: 'support@mistri.in',
  address: ['Mistri Services', '2nd Floor, Marine Drive', 'Ernakulam, Kochi 682031', 'Kerala, India'],
  hours: [
    { days: 'Mon-Fri', time: '3:00pm-6:00pm' },
    { days: 'Sat and Sun', time: '08:00am-10:00am' },
  ],
} as const;

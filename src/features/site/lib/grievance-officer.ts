import { CONTACT_DETAILS } from './contact-details';

/** The grievance officer the DPDP Act 2023 asks for, named on the Privacy Policy. */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Krishnan',
  email: 'grievance@mistri.in',
  phone: CONTACT_DETAILS.phone,
  address: CONTACT_DETAILS.address,
} as const;

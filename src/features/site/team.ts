/** The people behind Mistri, shown on /meetourteam. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Anjali Nair',
    role: 'Founder and product lead',
    bio: 'Started Mistri after a week of waiting for a plumber in Kochi. Decides what we build next.',
  },
  {
    name: 'Rahul Varghese',
    role: 'Engineering lead',
    bio: 'Keeps the app fast on every phone and the data of customers and providers safe.',
  },
  {
    name: 'Fathima Rasheed',
    role: 'Design',
    bio: 'Makes every screen readable in bright sunlight and easy to use with one hand.',
  },
  {
    name: 'Joseph Thomas',
    role: 'Provider partnerships',
    bio: 'A licensed electrician for twelve years; now helps tradespeople set up their profiles.',
  },
  {
    name: 'Meera Krishnan',
    role: 'Customer support',
    bio: 'Answers the Contact form and the phone during our working hours.',
  },
  {
    name: 'Arjun Menon',
    role: 'Operations',
    bio: 'Welcomes new providers in new cities and follows up when something goes wrong.',
  },
];

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

/** The public pages (paths as in paths.ts; a unit test keeps them equal): their title and search description, for the static HTML, the sitemap and the tab. */
export const publicPages: PageMeta[] = [
  {
    path: '/',
    title: 'Mistri',
    description:
      'Mistri connects you with reliable electricians and plumbers near you. Find a provider, send a request and chat once they accept.',
  },
  {
    path: '/signin',
    title: 'Sign in · Mistri',
    description:
      'Sign in to Mistri to find electricians and plumbers near you, follow your requests and chat with providers.',
  },
  {
    path: '/signup',
    title: 'Sign Up · Mistri',
    description:
      'Create a free Mistri account to find reliable electricians and plumbers near you and send them a request.',
  },
  {
    path: '/register',
    title: 'Register · Mistri',
    description:
      'Electricians and plumbers: register on Mistri to receive requests from customers near you and chat with them.',
  },
  {
    path: '/service-providers',
    title: 'Service Providers · Mistri',
    description:
      'Browse electricians and plumbers across India on Mistri, see where they work and connect with one near you.',
  },
  {
    path: '/mistri-electricians',
    title: 'Electricians · Mistri',
    description:
      'Find a reliable electrician near you on Mistri for wiring, repairs and installations, and send a request in seconds.',
  },
  {
    path: '/mistri-plumbers',
    title: 'Plumbers · Mistri',
    description:
      'Find a reliable plumber near you on Mistri for leaks, fittings and installations, and send a request in seconds.',
  },
  {
    path: '/contact',
    title: 'Contact · Mistri',
    description: 'Questions or feedback about Mistri? Send us a message and read the answers to frequent questions.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy · Mistri',
    description:
      'What Mistri keeps about you, why, for how long and who sees it, your rights under the DPDP Act 2023, and our grievance officer.',
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms & Conditions · Mistri',
    description:
      'The terms for using Mistri as a customer or as an electrician or plumber: accounts, conduct, reviews and liability.',
  },
  {
    path: '/report-a-problem',
    title: 'Report a Problem · Mistri',
    description:
      'Something not working on Mistri, or something wrong? Report the problem to the Mistri team in a minute.',
  },
  {
    path: '/meetourteam',
    title: 'Meet our team · Mistri',
    description: 'Meet the people who build Mistri, the marketplace for reliable electricians and plumbers in India.',
  },
];

const fallback = publicPages[0] as PageMeta;

/** The meta description for a path: its own for a public page, the site's for every other page. */
export function descriptionOf(pathname: string): string {
  return (publicPages.find((page) => page.path === pathname) ?? fallback).description;
}

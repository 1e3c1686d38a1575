import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** The visitor/customer bar: the same entries on desktop and in the mobile menu. */
export const siteNavItems: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Service Providers', to: paths.serviceProviders },
  { label: 'Messages', to: paths.messages },
  { label: 'Our team', to: paths.meetOurTeam },
  { label: 'Contact', to: paths.contact },
];

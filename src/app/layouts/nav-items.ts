import { paths } from '../../config/paths';
import { type MessageKey } from '../../lib/i18n';

export interface NavItem {
  label: MessageKey;
  to: string;
}

/** The visitor/customer bar: the same entries on desktop and in the mobile menu. */
export const siteNavItems: NavItem[] = [
  { label: 'layout.nav.home', to: paths.home },
  { label: 'layout.nav.serviceProviders', to: paths.serviceProviders },
  { label: 'layout.nav.messages', to: paths.messages },
  { label: 'layout.nav.ourTeam', to: paths.meetOurTeam },
  { label: 'layout.nav.contact', to: paths.contact },
];

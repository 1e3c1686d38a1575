import { paths } from '../../config/paths';
import { type MessageKey } from '../../lib/i18n';

export interface NavItem {
  label: MessageKey;
  to: string;
}

/** The visitor/customer bar: the same entries on desktop and in the mobile menu. */
export const siteNavItems: NavItem[] = [
  { label: 'app.nav.home', to: paths.home },
  { label: 'app.nav.serviceProviders', to: paths.serviceProviders },
  { label: 'app.nav.messages', to: paths.messages },
  { label: 'app.nav.ourTeam', to: paths.meetOurTeam },
  { label: 'app.nav.contact', to: paths.contact },
];

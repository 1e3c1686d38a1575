import type { MessageKey } from '../../lib/i18n';

/** The people behind Mistri, shown on /meetourteam: names as they write them, role and bio translated. */
export interface TeamMember {
  name: string;
  role: MessageKey;
  bio: MessageKey;
}

export const TEAM: readonly TeamMember[] = [
  { name: 'Anjali Nair', role: 'site.team.anjali.role', bio: 'site.team.anjali.bio' },
  { name: 'Rahul Varghese', role: 'site.team.rahul.role', bio: 'site.team.rahul.bio' },
  { name: 'Fathima Rasheed', role: 'site.team.fathima.role', bio: 'site.team.fathima.bio' },
  { name: 'Joseph Thomas', role: 'site.team.joseph.role', bio: 'site.team.joseph.bio' },
  { name: 'Meera Krishnan', role: 'site.team.meera.role', bio: 'site.team.meera.bio' },
  { name: 'Arjun Menon', role: 'site.team.arjun.role', bio: 'site.team.arjun.bio' },
];

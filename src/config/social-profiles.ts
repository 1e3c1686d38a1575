export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin';

export interface SocialProfile {
  network: SocialNetwork;
  /** The profile's own address, e.g. https://www.instagram.com/mistri.in */
  url: string;
}

/**
 * Mistri's profiles on social networks, shown as icons in the footer. Empty until the accounts
 * exist: the footer then shows none, rather than links to each network's home page.
 */
export const SOCIAL_PROFILES: readonly SocialProfile[] = [];

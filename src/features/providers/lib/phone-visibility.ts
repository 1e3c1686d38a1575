/** Who may read a provider's phone number (provider_private.phone_visibility). */
export const PHONE_VISIBILITIES = ['accepted', 'everyone', 'nobody'] as const;

export type PhoneVisibility = (typeof PHONE_VISIBILITIES)[number];

/** The stored value, or the default (customers whose request was accepted) when unknown. */
export function toPhoneVisibility(value: string | null | undefined): PhoneVisibility {
  return PHONE_VISIBILITIES.find((visibility) => visibility === value) ?? 'accepted';
}

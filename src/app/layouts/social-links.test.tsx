import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SocialLinks from './social-links';

describe('SocialLinks', () => {
  it('links each configured profile by its own address, named for its network', () => {
    render(
      <SocialLinks
        profiles={[
          { network: 'instagram', url: 'https://www.instagram.com/mistri.in' },
          { network: 'x', url: 'https://x.com/mistri_in' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Mistri on Instagram', 'https://www.instagram.com/mistri.in'],
      ['Mistri on X', 'https://x.com/mistri_in'],
    ]);
  });
});

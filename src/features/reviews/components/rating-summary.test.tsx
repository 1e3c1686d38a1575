import { render, screen, within } from '@testing-library/react';
import { RatingSummary } from './rating-summary';

describe('RatingSummary', () => {
  it('shows the average to one decimal, matching stars, the count and a bar per star', () => {
    render(<RatingSummary name="Rajan" summary={{ count: 23, average: 4.57, stars: [1, 0, 2, 4, 16] }} />);
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('4.6 · 23 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Reviews per star' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars: 16 reviews16',
      '4 stars: 4 reviews4',
      '3 stars: 2 reviews2',
      '2 stars: 0 reviews0',
      '1 star: 1 review1',
    ]);
  });

  it('says "New on Mistri" and draws no stars before the first review', () => {
    render(<RatingSummary name="Joseph" summary={{ count: 0, average: null, stars: [0, 0, 0, 0, 0] }} />);
    expect(screen.getByText(/New on Mistri/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

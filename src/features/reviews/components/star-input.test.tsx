import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarInput } from './star-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <StarInput name="rating" legend="Your rating" value={value} onChange={setValue} />;
}

describe('StarInput', () => {
  it('is a radio group named by its legend, each star announced as "N stars of 5"', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
    expect(names).toEqual(['1 star of 5', '2 stars of 5', '3 stars of 5', '4 stars of 5', '5 stars of 5']);
    expect(screen.getByRole('radio', { name: '3 stars of 5' })).not.toBeChecked();
  });

  it('chooses with a click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '3 stars of 5' }));
    expect(screen.getByRole('radio', { name: '3 stars of 5' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars of 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars of 5' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars of 5' })).toBeChecked();
  });

  it('is reached with Tab on the chosen star', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '5 stars of 5' })).toHaveFocus();
  });
});

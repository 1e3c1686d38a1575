import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceSuggestion } from '../../../lib/geo/types';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PlaceCombobox } from './place-combobox';

// Without geocoding keys (the test environment has none) places come from the offline gazetteer.
describe('PlaceCombobox', () => {
  it('suggests places as you type and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    const chosen: PlaceSuggestion[] = [];
    renderWithProviders(<PlaceCombobox onChoose={(place) => chosen.push(place)} />);
    const input = screen.getByRole('combobox', { name: 'Your place' });
    expect(input).toHaveAttribute('placeholder', 'Enter your place name');
    expect(input).toHaveFocus();

    await user.type(input, 'thriss');
    const option = await screen.findByRole('option', { name: /Thrissur/ });
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/found/);

    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({ name: 'Thrissur', state: 'Kerala', source: 'gazetteer' });
    expect(input).toHaveValue('Thrissur, Kerala, India');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks with the mouse and closes with Escape', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithProviders(<PlaceCombobox onChoose={(place) => chosen.push(place.name)} />);
    const input = screen.getByRole('combobox', { name: 'Your place' });

    await user.type(input, 'Kozhik');
    await screen.findByRole('option', { name: /Kozhikode/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'o');
    await user.click(await screen.findByRole('option', { name: /Kozhikode/ }));
    expect(chosen).toEqual(['Kozhikode']);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlaceCombobox onChoose={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Your place' }), 'qqzzxx');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No places found.');
    });
    expect(screen.queryByRole('option')).toBeNull();
  });
});

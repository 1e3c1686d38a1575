import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceSuggestion } from '../../../lib/geo/types';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PlaceSearch } from './place-search';

// Without a Geoapify key (the test environment has none) the component's request hook answers
// from the offline gazetteer.
describe('PlaceSearch', () => {
  it('suggests places as you type and picks one with the keyboard, as an ARIA combobox', async () => {
    const user = userEvent.setup();
    const chosen: PlaceSuggestion[] = [];
    renderWithProviders(<PlaceSearch onChoose={(place) => chosen.push(place)} />);
    const input = screen.getByRole('combobox', { name: 'Your place' });
    expect(input).toHaveAttribute('placeholder', 'Enter your place name');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();

    await user.type(input, 'thriss');
    const option = await screen.findByRole('option', { name: 'Thrissur, Kerala, India' });
    expect(screen.getByRole('listbox', { name: 'Places' })).toContainElement(option);
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(5);
    await waitFor(() => {
      expect(input).toHaveAttribute('aria-expanded', 'true');
    });
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getByRole('status')).toHaveTextContent(/found\. Use the arrow keys/);

    await user.keyboard('{ArrowDown}');
    await waitFor(() => {
      expect(option).toHaveAttribute('aria-selected', 'true');
    });
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    await waitFor(() => {
      expect(chosen).toHaveLength(1);
    });
    expect(chosen[0]).toMatchObject({ name: 'Thrissur', state: 'Kerala', source: 'gazetteer' });
    expect(input).toHaveValue('Thrissur, Kerala, India');
    await waitFor(() => {
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('does not search again once a place is chosen (the "Thrissur" report)', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithProviders(<PlaceSearch onChoose={(place) => chosen.push(place.name)} />);
    const input = screen.getByRole('combobox', { name: 'Your place' });
    await user.type(input, 'Thrissur');
    await user.click(await screen.findByRole('option', { name: /^Thrissur, Kerala/ }));
    expect(chosen).toEqual(['Thrissur']);
    expect(input).toHaveValue('Thrissur, Kerala, India');

    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText(/No places found/)).toBeNull();

    // Editing the text searches again.
    await user.type(input, '{Backspace}a');
    expect(await screen.findByRole('option', { name: /^Thrissur, Kerala/ })).toBeInTheDocument();
  });

  it('picks with the mouse and closes with Escape', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithProviders(<PlaceSearch onChoose={(place) => chosen.push(place.name)} />);
    const input = screen.getByRole('combobox', { name: 'Your place' });

    await user.type(input, 'Kozhik');
    await screen.findByRole('option', { name: /Kozhikode/ });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    await user.type(input, 'o');
    await user.click(await screen.findByRole('option', { name: /Kozhikode/ }));
    expect(chosen).toEqual(['Kozhikode']);
  });

  it('takes the only suggestion with Enter', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithProviders(<PlaceSearch onChoose={(place) => chosen.push(place.name)} />);
    await user.type(screen.getByRole('combobox', { name: 'Your place' }), 'Kozhikode, Ker');
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(1);
    });
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['Kozhikode']);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlaceSearch onChoose={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Your place' }), 'qqzzxx');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No places found.');
    });
    expect(screen.queryByRole('option')).toBeNull();
  });
});

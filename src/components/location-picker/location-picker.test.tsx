import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '@generated/types.gen';
import { mockApi, problemBody, type RecordedCall } from '@/test/mock-api';
import { useControlledValue } from '@/test/controlled';
import { renderWithProviders } from '@/test/render';
import { LocationCombobox } from './location-combobox';
import { LocationPicker } from './location-picker';

const place = (
  n: number,
  slug: string,
  name: string,
  city: string | null,
  country_code: string,
): Location => ({
  id: `5c8e0b7a-0000-4000-8000-00000000000${n}`,
  slug,
  name,
  city,
  region: null,
  country_code,
});
const berlin = place(1, 'berlin', 'Berlin, Germany', 'Berlin', 'DE');
const bern = place(2, 'bern', 'Bern, Switzerland', 'Bern', 'CH');
const bergen = place(3, 'bergen', 'Bergen, Norway', 'Bergen', 'NO');
const munich = place(4, 'munich', 'Munich, Germany', 'Munich', 'DE');
const all = [berlin, bern, bergen, munich];

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    'GET /public/locations/': ({ query }: RecordedCall) => {
      const text = (query.get('search') ?? '').toLowerCase();
      const results = all.filter((l) => l.name.toLowerCase().startsWith(text));
      return { body: { count: results.length, next: null, previous: null, results } };
    },
  });
});

function Picker({
  multiple,
  initial = [],
  onChange,
}: {
  multiple?: boolean;
  initial?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const [ids, change] = useControlledValue(initial, onChange);
  return (
    <>
      <label htmlFor="where">Locations</label>
      <LocationPicker
        id="where"
        value={ids}
        multiple={multiple}
        knownLocations={[munich]}
        onChange={change}
      />
      <output data-testid="ids">{ids.join(',')}</output>
    </>
  );
}

const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const liveRegion = (box: HTMLElement) => box.parentElement!.querySelector('[aria-live="polite"]')!;

describe('LocationPicker (ids)', () => {
  it('is a combobox that controls a listbox, closed until one types', async () => {
    renderWithProviders(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Locations' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const listId = box.getAttribute('aria-controls')!;
    expect(document.getElementById(listId)).toHaveAttribute('role', 'listbox');

    await userEvent.type(box, 'Ber');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(list.id).toBe(listId);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('search')).toBe('Ber'));
    await waitFor(() => expect(activeOption(box)).not.toBeNull()); // the answer for "Ber"
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([berlin.name, bern.name, bergen.name]);
  });

  it('moves with ArrowDown/ArrowUp (wrapping), Home and End, and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Locations' });
    await userEvent.type(box, 'Ber');
    // A choice is required here: the first match is active once the suggestions answer the text.
    await waitFor(() => expect(activeOption(box)).toHaveTextContent(berlin.name));
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent(bern.name);
    expect(activeOption(box)).toHaveAttribute('role', 'option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent(berlin.name); // wrapped
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption(box)).toHaveTextContent(bergen.name); // wrapped back
    await userEvent.keyboard('{Home}');
    expect(activeOption(box)).toHaveTextContent(berlin.name);
    await userEvent.keyboard('{End}');
    expect(activeOption(box)).toHaveTextContent(bergen.name);
    await userEvent.keyboard('{ArrowUp}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith([bern.id]);
    expect(screen.getByRole('list', { name: 'Selected locations' })).toHaveTextContent(bern.name);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();
  });

  it('opens with ArrowDown on the first location and with ArrowUp on the last; Escape closes', async () => {
    renderWithProviders(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Locations' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: munich.name });
    expect(activeOption(box)).toHaveTextContent(berlin.name);

    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(activeOption(box)).toHaveTextContent(munich.name));
  });

  it('adds several, ticks the chosen ones, and chooses one again to take it off', async () => {
    renderWithProviders(<Picker initial={[munich.id]} />);
    const box = screen.getByRole('combobox', { name: 'Locations' });
    await userEvent.type(box, 'Berl');
    await userEvent.click(await screen.findByRole('option', { name: berlin.name }));
    expect(screen.getByTestId('ids')).toHaveTextContent(`${munich.id},${berlin.id}`);

    await userEvent.type(box, 'Mun');
    const list = await screen.findByRole('listbox');
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await waitFor(() => expect(activeOption(box)).toHaveTextContent(munich.name));
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option', { name: munich.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('ids')).toHaveTextContent(berlin.id);
    expect(screen.getByRole('list', { name: 'Selected locations' })).not.toHaveTextContent(
      munich.name,
    );
  });

  it('with one location, a pick replaces the last', async () => {
    renderWithProviders(<Picker multiple={false} initial={[munich.id]} />);
    const box = screen.getByRole('combobox', { name: 'Locations' });
    await userEvent.type(box, 'Bern');
    await waitFor(() => expect(activeOption(box)).toHaveTextContent(bern.name));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([bern.name]);
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-multiselectable');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('ids')).toHaveTextContent(bern.id);
    expect(
      screen.getByRole('list', { name: 'Selected locations' }).querySelectorAll('li'),
    ).toHaveLength(1);
  });

  it('removing a chip keeps the focus in the field', async () => {
    renderWithProviders(<Picker initial={[munich.id]} />);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${munich.name}` }));
    expect(screen.getByTestId('ids')).toBeEmptyDOMElement();
    expect(screen.getByRole('combobox', { name: 'Locations' })).toHaveFocus();
  });

  it('Enter with half-typed text chooses nothing and does not submit the form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Picker />
        <button type="submit">Save</button>
      </form>,
    );
    const box = screen.getByRole('combobox', { name: 'Locations' });
    await userEvent.type(box, 'Atlantis{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId('ids')).toBeEmptyDOMElement();
  });

  it('says and announces loading, no match and a failure', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.override('GET /public/locations/', async () => {
      await held;
      return { body: { count: 0, next: null, previous: null, results: [] } };
    });
    renderWithProviders(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Locations' });
    await userEvent.type(box, 'Atlantis');
    expect(liveRegion(box)).toHaveTextContent('Loading locations…');
    expect(screen.getByText('Loading locations…', { selector: 'p' })).toBeVisible();
    answer();
    await waitFor(() =>
      expect(liveRegion(box)).toHaveTextContent('No location matches “Atlantis”.'),
    );
    expect(screen.getByText('No location matches “Atlantis”.', { selector: 'p' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');

    api.override('GET /public/locations/', ({ query }: RecordedCall) => {
      const results = all.filter((l) => l.name.startsWith(query.get('search') ?? ''));
      return { body: { count: results.length, next: null, previous: null, results } };
    });
    await userEvent.clear(box);
    await userEvent.type(box, 'Be');
    await waitFor(() => expect(liveRegion(box)).toHaveTextContent('3 locations to choose from.'));

    api.override('GET /public/locations/', { status: 500, body: problemBody(500) });
    await userEvent.type(box, 'x');
    await waitFor(() =>
      expect(liveRegion(box)).toHaveTextContent('Locations could not be loaded.'),
    );
    expect(screen.queryByRole('option')).toBeNull();
  });
});

function TextBox({
  onSubmit,
  initial = '',
}: {
  onSubmit: (text: string) => void;
  initial?: string;
}) {
  const [text, setText] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <label htmlFor="place">Location</label>
      <LocationCombobox id="place" value={text} onChange={setText} inputClassName="" />
    </form>
  );
}

describe('LocationCombobox (the form keeps the text)', () => {
  it('suggests as one types with no option active, so Enter submits the text', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TextBox onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, 'Berl');
    await screen.findByRole('option', { name: berlin.name });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Home}'); // the caret's key while typing
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Berl');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown then Enter puts the suggestion’s name in the box without submitting', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TextBox onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, 'Ber');
    await screen.findByRole('option', { name: bergen.name });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent(bern.name);
    expect(activeOption(box)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue(bern.name);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no list for no match (the form judges the text) but announces it; an empty box asks nothing', async () => {
    renderWithProviders(<TextBox onSubmit={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    expect(api.calls).toHaveLength(0);
    await userEvent.type(box, 'Atlantis');
    await waitFor(() =>
      expect(liveRegion(box)).toHaveTextContent('No location matches “Atlantis”.'),
    );
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No location matches “Atlantis”.', { selector: 'p' })).toBeNull(); // announced only
    expect(api.calls.map((c) => c.query.get('search'))).toEqual(['Atlantis']);
  });

  it('never shows an earlier text’s suggestions that do not match what is typed now', async () => {
    renderWithProviders(<TextBox onSubmit={vi.fn()} initial={berlin.name} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.tripleClick(box);
    await userEvent.keyboard('Mu');
    // The answer for the box's first text (still the debounced one) comes back first ...
    await waitFor(() => expect(api.calls.map((c) => c.query.get('search'))).toContain(berlin.name));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('option', { name: berlin.name })).toBeNull();
    // ... then the one for "Mu".
    await screen.findByRole('option', { name: munich.name });
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('Escape closes the list without clearing the text', async () => {
    renderWithProviders(<TextBox onSubmit={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, 'Mu');
    await screen.findByRole('option', { name: munich.name });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Mu');
  });
});

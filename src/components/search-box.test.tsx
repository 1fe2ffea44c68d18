import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Search jobs by title"
      placeholder="Search by title"
      className="lg:w-72"
      maxLength={5}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchBox', () => {
  it('is a search landmark whose box is named for screen readers and follows the typing', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search jobs by title' });
    expect(screen.getByRole('search')).toContainElement(box);
    expect(box).toHaveAttribute('placeholder', 'Search by title');

    await userEvent.type(box, 'designer');
    expect(box).toHaveValue('desig');
    expect(onChange).toHaveBeenLastCalledWith('desig');
  });

  it('never submits: Enter keeps the page where it is', () => {
    render(<Harness onChange={() => {}} />);
    const submitted = fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toBe(false); // the default (a page load) was prevented
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './quiet-boundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('QuietBoundary', () => {
  it('renders its children while they work', () => {
    render(
      <QuietBoundary name="banner">
        <p>Banner</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('Banner')).toBeInTheDocument();
  });

  it('leaves a failing part out, logs it, and keeps the rest of the page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Jobs</h1>
        <QuietBoundary name="consent banner">
          <Broken />
        </QuietBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/^Jobs$/);
    expect(
      log.mock.calls.some(([message]) =>
        String(message).includes('consent banner failed and is left out'),
      ),
    ).toBe(true);
  });
});

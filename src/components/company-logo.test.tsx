import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo } from './company-logo';

const slot = (container: HTMLElement) => container.querySelector('[data-slot="company-logo"]')!;

describe('CompanyLogo', () => {
  it('shows the logo, named after the company', () => {
    const { container } = render(
      <CompanyLogo name="Northwind Analytics" url="https://cdn.example/n.png" />,
    );
    expect(screen.getByRole('img', { name: 'Northwind Analytics logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/n.png',
    );
    expect(slot(container)).toHaveAttribute('data-state', 'image');
  });

  it('falls back to the placeholder when the logo fails to load: no broken image, no alt text', () => {
    const { container, rerender } = render(
      <CompanyLogo name="Northwind Analytics" url="https://cdn.example/gone.png" size="lg" />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('img')).toBeNull();
    expect(slot(container)).toHaveAttribute('data-state', 'fallback');
    expect(slot(container).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container).not.toHaveTextContent('Northwind Analytics logo');

    // A new logo (a replacement, a fresh upload) gets its own chance.
    rerender(
      <CompanyLogo name="Northwind Analytics" url="https://cdn.example/new.png" size="lg" />,
    );
    expect(screen.getByRole('img', { name: 'Northwind Analytics logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/new.png',
    );
  });

  it('shows the placeholder when there is no logo, and takes an empty alt when the name is beside it', () => {
    const { container, rerender } = render(<CompanyLogo name="Northwind Analytics" url={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(slot(container)).toHaveAttribute('data-state', 'fallback');
    rerender(<CompanyLogo name="Northwind Analytics" url="https://cdn.example/n.png" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

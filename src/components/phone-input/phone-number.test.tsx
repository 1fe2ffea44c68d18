import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PhoneNumber } from './phone-number';

it('shows a stored number grouped the way its country writes it, once the number rules load', async () => {
  render(
    <p>
      Call <PhoneNumber value="+493012345678" /> or <PhoneNumber value="+447911123456" />
    </p>,
  );
  expect(await screen.findByText('Call +49 30 12345678 or +44 7911 123456')).toBeInTheDocument();
});

it('shows text the rules cannot read as it is', async () => {
  render(
    <p>
      Phone: <PhoneNumber value="+12" />
    </p>,
  );
  await import('./phone-input-chunk').then((chunk) => chunk.importPhoneInput());
  expect(screen.getByText('Phone: +12')).toBeInTheDocument();
});

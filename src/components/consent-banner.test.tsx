import Cookies from 'js-cookie';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@/lib/analytics';
import { ConsentBanner } from './consent-banner';

const renderBanner = (gtmId: string) =>
  render(
    <MemoryRouter>
      <ConsentBanner gtmId={gtmId} />
    </MemoryRouter>,
  );

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  document.getElementById('gtm-script')?.remove();
});

describe('consent banner', () => {
  it('is not shown when analytics are not configured', () => {
    renderBanner('');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('asks once; accepting records the choice and loads the tag manager', async () => {
    renderBanner('GTM-ABC1234');
    expect(document.getElementById('gtm-script')).toBeNull(); // nothing before the choice
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('granted');
    expect(document.getElementById('gtm-script')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('declining records the choice and loads nothing; it is not asked again', async () => {
    const { unmount } = renderBanner('GTM-ABC1234');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('denied');
    expect(document.getElementById('gtm-script')).toBeNull();
    unmount();
    renderBanner('GTM-ABC1234');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});

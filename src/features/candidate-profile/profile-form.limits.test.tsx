import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteOver } from '@/test/typing';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zUpdateProfileBody } from '@generated/zod.gen';
import { aBareProfile } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ProfileForm } from './profile-form';

const candidateProfile = aBareProfile();

const PATCH = 'PATCH /v2/profile/';

describe('ProfileForm: the contract’s limits reach the form', () => {
  // The headline's limit as the generated schema carries it (openapi maxLength), not a number of ours.
  const limit = (
    z.toJSONSchema(zUpdateProfileBody.shape.headline.def.innerType.def.innerType) as {
      maxLength?: number;
    }
  ).maxLength!;

  it('refuses a headline one character over the limit, naming it, and saves a headline of the limit', async () => {
    expect(limit).toBeGreaterThan(0);
    const api = mockApi({
      [PATCH]: (call) => ({ body: { ...candidateProfile, ...(call.body as object) } }),
    });
    renderWithProviders(<ProfileForm profile={candidateProfile} />);
    const headline = screen.getByRole('textbox', { name: /^Headline/ });
    const patches = () => api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

    await pasteOver(headline, 'x'.repeat(limit + 1));
    expect(headline).toHaveValue('x'.repeat(limit + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(headline).toHaveAttribute('aria-invalid', 'true'));
    expect(headline).toHaveAccessibleDescription(
      expect.stringContaining(
        `Use ${limit.toLocaleString('en')} characters or fewer for the headline`,
      ),
    );
    expect(patches()).toHaveLength(0);

    await pasteOver(headline, 'x'.repeat(limit));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({ headline: 'x'.repeat(limit) });
  });
});

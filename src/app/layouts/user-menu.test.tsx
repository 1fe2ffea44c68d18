import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { UserMenu } from './user-menu';

afterEach(() => session.signOut());

describe('UserMenu (docs/product.md §2)', () => {
  it('shows the candidate by initials and name, and in the open menu with the email', async () => {
    const user = mockApi().signIn('maya.okafor@example.com');
    renderWithProviders(<UserMenu />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent(/^MO\s*Maya Okafor$/);

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('MO')).toBeInTheDocument();
    expect(within(menu).getByText(user.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the password until Show password is pressed, and hides it again', async () => {
    render(
      <FormField label="Password" id="pw" required error="Enter your password">
        <PasswordInput autoComplete="current-password" defaultValue="s3cret" />
      </FormField>,
    );
    // The box has the field's label, error and id; the toggle does not take the label.
    const box = screen.getByLabelText(/^Password/);
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveAttribute('id', 'pw');
    expect(box).toHaveAccessibleDescription('Enter your password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveValue('s3cret');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('{Enter}');
    expect(box).toHaveAttribute('type', 'password');
  });
});

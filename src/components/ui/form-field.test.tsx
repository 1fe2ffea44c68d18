import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('labels the control and marks a required field with a visible asterisk', () => {
    render(
      <FormField label="Email" id="email" required>
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Email').textContent).toBe('Email *');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its description and error, and marks it invalid', () => {
    render(
      <FormField
        label="Email"
        htmlFor="email"
        description="We never share it."
        error="Email is not correct"
      >
        <Input aria-describedby="extra" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'extra email-description email-error');
    expect(input).toHaveAccessibleDescription('We never share it. Email is not correct');
    expect(screen.getByText('Email is not correct')).toHaveAttribute('id', 'email-error');
  });

  it('generates an id when none is given, and supports a render prop', () => {
    render(
      <FormField label="Name" error="Value is required">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.id).not.toBe('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Value is required');
  });
});

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

  it('keeps its rows at their own height when a row of fields stretches it (issue 34 item 17)', () => {
    // Two fields side by side, one with a description: the grid row is as tall as the taller
    // one, and each field's label and control stay at the top (align-content: start) so the
    // inputs line up; the e2e spec measures it in Chromium (e2e/first-time-voice.spec.ts).
    render(
      <div className="grid grid-cols-2">
        <FormField label="Full name">
          <Input />
        </FormField>
        <FormField label="Email" description="Your sign-in email">
          <Input />
        </FormField>
      </div>,
    );
    for (const name of ['Full name', 'Email'])
      expect(screen.getByRole('textbox', { name }).closest('[data-slot=form-field]')).toHaveClass(
        'content-start',
      );
  });
});

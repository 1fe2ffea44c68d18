import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/validation';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { FormControlField, FormSelectField } from './form';
import { Input } from './input';

const schema = z.object({
  title: z.string().check(z.minLength(1, 'Enter a job title')),
  period: z.enum(['month', 'year'], 'Choose a period'),
  skills: z.array(z.string()).check(z.minLength(1, 'Add a skill')),
});
type Values = z.input<typeof schema>;

function Harness({
  onSubmit,
  skills = [],
}: {
  onSubmit: (values: Values) => void;
  skills?: string[];
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', period: undefined as unknown as Values['period'], skills },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
      <FormControlField
        control={form.control}
        name="title"
        label="Job title"
        required
        description={(v) => `${v.length} typed`}
      >
        {(field, control) => <Input {...control} {...field} />}
      </FormControlField>
      <FormSelectField
        control={form.control}
        name="period"
        label="Period"
        placeholder="Pick one"
        options={[
          { value: 'month', label: 'per month' },
          { value: 'year', label: 'per year' },
        ]}
      />
      <FormControlField control={form.control} name="skills" label="Skills">
        {(field, control) => (
          <input {...control} ref={field.ref} readOnly value={field.value.join(',')} />
        )}
      </FormControlField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormControlField', () => {
  it('shows the form’s errors on the labelled controls and clears them as the user fixes them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Job title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).toHaveAccessibleDescription('0 typed Enter a job title');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveAccessibleDescription(
      'Choose a period',
    );
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveAccessibleDescription(
      'Add a skill',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(title, 'Chef');
    expect(title).toHaveAccessibleDescription('4 typed');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('binds a select: the chosen option is the submitted value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} skills={['SQL']} />);
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'per year' }));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('per year');
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Chef');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Chef', period: 'year', skills: ['SQL'] });
  });
});

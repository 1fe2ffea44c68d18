import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField, formFieldLabelId } from '@/components/ui/form-field';
import { richTextToPlain } from '@/lib/rich-text';
import { RichTextEditor } from './index';

interface Values {
  description: string;
}

/** A form like the job form: the editor under a required "Description" field; shows its value. */
function DescriptionForm({
  initial = '',
  onSubmit = () => {},
}: {
  initial?: string;
  onSubmit?: (values: Values) => void;
}) {
  const form = useForm<Values>({ defaultValues: { description: initial } });
  const value = useWatch({ control: form.control, name: 'description' });
  const error = form.formState.errors.description?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Controller
        control={form.control}
        name="description"
        rules={{ validate: (html) => richTextToPlain(html) !== '' || 'Value is required' }}
        render={({ field }) => (
          <FormField label="Description" required error={error}>
            {(control) => (
              <RichTextEditor
                {...control}
                aria-labelledby={formFieldLabelId(control.id)}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="What the role is about"
              />
            )}
          </FormField>
        )}
      />
      <output aria-label="Form value">{value}</output>
      <output aria-label="Changed">{form.formState.isDirty ? 'yes' : 'no'}</output>
      <button type="button" onClick={() => form.reset({ description: '<p>Another job</p>' })}>
        Load another job
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

/** The HTML the form holds. */
const formValue = () => screen.getByRole('status', { name: 'Form value' }).textContent;

// The editor is a lazy chunk: its first import in a test run can take seconds on a busy machine.
const textbox = () => screen.findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });

/** Puts the caret in the text and selects all of it (ProseMirror's own Mod-a). */
async function selectAll(box: HTMLElement) {
  act(() => box.focus());
  await userEvent.keyboard('{Control>}a{/Control}');
}

describe('RichTextEditor', () => {
  it('holds its place while the editor loads, then shows a labelled multi-line textbox', async () => {
    const { container } = render(<DescriptionForm />);
    // First render: the placeholder frame (the editor's chunk is still loading).
    const frame = container.querySelector('[data-slot="rich-text-editor"]');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox')).toBeNull();

    const box = await textbox();
    expect(container.querySelector('[data-slot="rich-text-editor"]')).not.toHaveAttribute(
      'aria-busy',
    );
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-placeholder', 'What the role is about');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('is required when empty: invalid, described by the error, focused', async () => {
    const onSubmit = vi.fn();
    render(<DescriptionForm onSubmit={onSubmit} />);
    const box = await textbox();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Value is required');
    await waitFor(() => expect(box).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has a formatting toolbar of real toggle buttons, one tab stop, arrow keys between them', async () => {
    render(<DescriptionForm />);
    await textbox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]);
    for (const name of ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list', 'Link']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).not.toHaveAttribute(
      'aria-pressed',
    );
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );

    // One tab stop: Tab from before the editor lands on Bold, the next Tab in the text.
    const tabbable = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabbable.map((b) => b.getAttribute('aria-label'))).toEqual(['Bold']);
    within(toolbar).getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus(); // Undo and Redo cannot run yet
    await userEvent.keyboard('{Home}');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus();
  });

  it('turns a list on from the toolbar and gives the form the HTML', async () => {
    render(<DescriptionForm initial="<p>Own the design system</p>" />);
    const box = await textbox();
    const bullets = screen.getByRole('button', { name: 'Bulleted list' });
    await userEvent.click(bullets);
    expect(bullets).toHaveAttribute('aria-pressed', 'true');
    expect(within(box).getAllByRole('listitem')).toHaveLength(1);
    expect(formValue()).toBe('<ul><li>Own the design system</li></ul>');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(bullets).toHaveAttribute('aria-pressed', 'false');
    expect(formValue()).toBe('<p>Own the design system</p>');
  });

  it('makes the selection bold', async () => {
    render(<DescriptionForm initial="<p>forecasts</p>" />);
    const box = await textbox();
    await selectAll(box);
    const bold = screen.getByRole('button', { name: 'Bold' });
    await userEvent.click(bold);
    await waitFor(() => expect(formValue()).toBe('<p><strong>forecasts</strong></p>'));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the focus in the text when a toolbar button is pressed with the pointer (what is typed next goes into the text)', async () => {
    render(<DescriptionForm initial="<p>forecasts</p>" />);
    const box = await textbox();
    act(() => box.focus()); // (a click in the text needs layout, which jsdom has not)
    expect(box).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(box).toHaveFocus();
  });

  it('loads the server’s HTML without touching the form value, and follows a reset', async () => {
    const server =
      '<h3>About the role</h3><p>You will own the <strong>planning</strong> workspace.</p><ul><li>Ship features</li></ul>';
    render(<DescriptionForm initial={server} />);
    const box = await textbox();
    expect(
      within(box).getByRole('heading', { level: 3, name: 'About the role' }),
    ).toBeInTheDocument();
    expect(within(box).getByText('planning').tagName).toBe('STRONG');
    expect(formValue()).toBe(server);
    expect(screen.getByRole('status', { name: 'Changed' })).toHaveTextContent('no');

    await userEvent.click(screen.getByRole('button', { name: 'Load another job' }));
    await waitFor(() => expect(box).toHaveTextContent(/^Another job$/));
    // A reset is not an edit: there is nothing to undo.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('adds a link from the link box, refusing addresses that are not web or e-mail links', async () => {
    render(<DescriptionForm initial="<p>handbook</p>" />);
    const box = await textbox();
    await selectAll(box);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByLabelText('Link address');
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      'Enter a web address such as https://example.com, or an e-mail address.',
    );

    await userEvent.clear(address);
    await userEvent.type(address, 'northwind-analytics.example/engineering');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(formValue()).toBe(
      '<p><a href="https://northwind-analytics.example/engineering">handbook</a></p>',
    );
    expect(within(box).getByRole('link', { name: 'handbook' })).toHaveAttribute(
      'href',
      'https://northwind-analytics.example/engineering',
    );
  });
});

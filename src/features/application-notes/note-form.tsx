import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zApplicationNoteInput } from '@generated/zod.gen';
import type { ApplicationNoteInput } from '@generated/types.gen';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormControlField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldNames, zodResolver } from '@/lib/validation';
import { useKeptNoteDraft, useNoteDraft } from './note-drafts';

/** The generated note body as it is (1 to 5000 characters, not only spaces); words from the error map. */
export const noteSchema = zApplicationNoteInput;
export const noteNames = fieldNames({ body: 'a note' });

export interface NoteFormProps {
  /** The field's label ("Add a note", "Edit your note"); visible unless `hideLabel`. */
  label: string;
  /** The submit button's text ("Add note", "Save"). */
  submitLabel: string;
  /** Said while sending ("Adding the note", "Saving the note"). */
  pendingLabel: string;
  /** The text to start from (an edited note's). */
  initialBody?: string;
  /**
   * Sends the body; resolves with an error message to show (the text stays), or null when it
   * was kept (the field empties, or the edit closes).
   */
  onSave: (body: ApplicationNoteInput) => Promise<string | null>;
  /** Editing: Cancel and Escape close without saving. */
  onCancel?: () => void;
  /**
   * A new note on this application: its draft is kept by the page (note-drafts.tsx), so it is
   * there again when the form comes back, until it is sent.
   */
  draftOf?: string;
}

/**
 * A note's text: the composer of a new note and the inline editor of one's own. The button is
 * disabled while sending; a failed send keeps the text and says why; a non-empty draft is
 * covered by the leave guard, and a new note's is kept per application (note-drafts.tsx).
 */
export function NoteForm({
  label,
  submitLabel,
  pendingLabel,
  initialBody = '',
  onSave,
  onCancel,
  draftOf,
}: NoteFormProps) {
  const errorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const kept = useKeptNoteDraft(draftOf);
  const form = useForm<ApplicationNoteInput>({
    resolver: zodResolver(noteSchema, noteNames),
    defaultValues: { body: kept?.read() || initialBody },
  });
  const { isSubmitting, isDirty } = form.formState;
  const body = useWatch({ control: form.control, name: 'body' });
  // A kept draft is guarded by the page itself, on screen or not.
  useNoteDraft(!kept && isDirty && body.trim() !== '' && !isSubmitting);

  const submit = async (values: ApplicationNoteInput) => {
    setFailure(null);
    const problem = await onSave(values);
    if (problem) setFailure(problem);
    else if (!onCancel) {
      kept?.forget();
      form.reset({ body: '' });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      className="flex flex-col gap-2"
      aria-describedby={failure ? errorId : undefined}
    >
      <FormControlField control={form.control} name="body" label={label}>
        {(field, control) => (
          <Textarea
            {...control}
            {...field}
            onChange={(event) => {
              field.onChange(event);
              kept?.keep(event.target.value);
            }}
            rows={onCancel ? 4 : 3}
            onKeyDown={onKeyDown}
            autoFocus={!!onCancel}
          />
        )}
      </FormControlField>
      {failure && (
        <Alert variant="destructive" id={errorId}>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting && <Spinner label={pendingLabel} tone="inherit" />}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

import { boundField } from '@/components/ui/form';
import { formFieldLabelId } from '@/components/ui/form-field';
import { RichTextEditor } from './index';

/**
 * A description field: the rich text editor bound to react-hook-form, named by the field's label
 * (a writing area is not a form control, so it takes `aria-labelledby`).
 */
export const RichTextField = boundField<{ rows?: number; placeholder?: string }>(
  (field, control, { rows, placeholder }) => (
    <RichTextEditor
      {...control}
      {...field}
      value={field.value as string}
      aria-labelledby={formFieldLabelId(control.id)}
      rows={rows}
      placeholder={placeholder}
    />
  ),
);

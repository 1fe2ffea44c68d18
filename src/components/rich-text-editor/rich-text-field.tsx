import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControlField, type FormControlFieldProps } from '@/components/ui/form';
import { formFieldLabelId } from '@/components/ui/form-field';
import { RichTextEditor } from './index';

export interface RichTextFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T>
  extends Omit<FormControlFieldProps<T, N, Out>, 'children'> {
  rows?: number;
  placeholder?: string;
}

/**
 * A description field: the rich text editor bound to react-hook-form, named by the field's label
 * (a writing area is not a form control, so it takes `aria-labelledby`).
 */
export function RichTextField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  rows,
  placeholder,
  ...props
}: RichTextFieldProps<T, N, Out>) {
  return (
    <FormControlField {...props}>
      {(field, control) => (
        <RichTextEditor {...control} {...field} aria-labelledby={formFieldLabelId(control.id)} rows={rows} placeholder={placeholder} />
      )}
    </FormControlField>
  );
}

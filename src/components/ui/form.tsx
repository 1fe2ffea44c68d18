import * as React from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FormField, type FormFieldControlProps } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/select';

/**
 * FormField bound to react-hook-form (shadcn's FormField pattern): the field's value, its
 * handlers and its error come from the form, so a form writes no `<Controller>` and no
 * `error={errors.x?.message}` by hand.
 *
 *   <FormControlField control={form.control} name="title" label="Job title" required>
 *     {(field, control) => <Input {...control} {...field} />}
 *   </FormControlField>
 *
 * `field` is react-hook-form's (value, onChange, onBlur, name, ref); `control` is FormField's
 * (id, aria-invalid, aria-describedby, aria-required). An array field's error may sit on its
 * `root` (a rule on the whole list): that one is shown too.
 */
export interface FormControlFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T> {
  /** The form's control; `Out` is what its resolver turns the values into (a request body). */
  control: Control<T, unknown, Out>;
  name: N;
  label: React.ReactNode;
  required?: boolean;
  /** Text under the control, or a function of the field's value (a role's description). */
  description?:
    React.ReactNode | ((value: ControllerRenderProps<T, N>['value']) => React.ReactNode);
  className?: string;
  /** The control's id, when something else must point at it. */
  id?: string;
  children: (field: ControllerRenderProps<T, N>, control: FormFieldControlProps) => React.ReactNode;
}

export function FormControlField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  required,
  description,
  className,
  id,
  children,
}: FormControlFieldProps<T, N, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      className={className}
      error={fieldErrorMessage(fieldState.error)}
      description={typeof description === 'function' ? description(field.value) : description}
    >
      {(props) => children(field, props)}
    </FormField>
  );
}

type FieldErrorLike = { message?: string; root?: { message?: string } } | undefined;

/** A field's message: its own, or, for an array field, the one on its `root` (a rule on the whole list). */
export const fieldErrorMessage = (error: FieldErrorLike) => error?.message ?? error?.root?.message;

/** The message of a field the form binds elsewhere (a list edited with useFieldArray). */
export function useFieldError<T extends FieldValues, Out>(
  control: Control<T, unknown, Out>,
  name: FieldPath<T>,
) {
  const { errors } = useFormState({ control, name });
  return fieldErrorMessage(get(errors, name) as FieldErrorLike);
}

/** A bound field of one kind: the form's props (control, name, label…) and the kind's own `P`. */
export type BoundFieldProps<T extends FieldValues, N extends FieldPath<T>, Out, P> = Omit<
  FormControlFieldProps<T, N, Out>,
  'children'
> &
  P;

/**
 * Makes a bound field for one kind of control (a select, the rich text editor): `render` gets
 * react-hook-form's field, FormField's control props and the field's own props.
 */
export function boundField<P extends object>(
  render: (field: ControllerRenderProps, control: FormFieldControlProps, own: P) => React.ReactNode,
) {
  return function BoundField<T extends FieldValues, N extends FieldPath<T>, Out = T>(
    props: BoundFieldProps<T, N, Out, P>,
  ) {
    return (
      <FormControlField {...props}>
        {(field, control) => render(field as unknown as ControllerRenderProps, control, props)}
      </FormControlField>
    );
  };
}

/** A bound field whose control is a Select of fixed options (currency, period, role…). */
export const FormSelectField = boundField<{
  /** The choices, in order: the value sent and the text shown. */
  options: readonly { value: string; label: React.ReactNode }[];
  placeholder?: string;
}>((field, control, { options, placeholder }) => (
  <OptionSelect
    {...control}
    name={field.name}
    value={(field.value as string | undefined) ?? ''}
    onValueChange={field.onChange}
    options={options}
    placeholder={placeholder}
    ref={field.ref}
    onBlur={field.onBlur}
  />
));

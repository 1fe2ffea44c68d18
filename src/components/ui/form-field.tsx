import * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The props FormField gives its control. */
export interface FormFieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: React.ReactNode;
  /** The control's id (the label's `htmlFor`). Generated when neither `id` nor `htmlFor` is given. */
  id?: string;
  /** Alias of `id`. */
  htmlFor?: string;
  /** Error message; when set, the control gets aria-invalid and is described by it. */
  error?: React.ReactNode;
  description?: React.ReactNode;
  /** Shows a visible ' *' after the label and sets aria-required on the control. */
  required?: boolean;
  className?: string;
  /**
   * Either a single element (it is cloned with the control props; its own aria-describedby is kept)
   * or a function that receives the control props to spread on the control.
   */
  children: React.ReactElement | ((control: FormFieldControlProps) => React.ReactNode);
}

/**
 * The id FormField gives its label. A control that is not a form element (a rich text editor's
 * writing area) cannot be named by `<label for>`; it takes `aria-labelledby={formFieldLabelId(id)}`.
 */
export const formFieldLabelId = (controlId: string): string => `${controlId}-label`;

/** Label + control + description + error, wired for assistive technology. */
export function FormField({
  label,
  id,
  htmlFor,
  error,
  description,
  required,
  className,
  children,
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? htmlFor ?? `field-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const hasError = error != null && error !== false && error !== '';
  const errorId = hasError ? `${controlId}-error` : undefined;

  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FormFieldControlProps = {
    id: controlId,
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let rendered: React.ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else {
    const own = (children.props as { 'aria-describedby'?: string })['aria-describedby'];
    const merged = [own, describedBy].filter(Boolean).join(' ') || undefined;
    rendered = React.cloneElement(children as React.ReactElement<Record<string, unknown>>, {
      ...control,
      'aria-describedby': merged,
    });
  }

  return (
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <Label
        id={formFieldLabelId(controlId)}
        htmlFor={controlId}
        className="gap-1"
        data-error={hasError || undefined}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            {' *'}
          </span>
        )}
      </Label>
      {rendered}
      {description && (
        <p
          id={descriptionId}
          data-slot="form-field-description"
          className="text-sm text-muted-foreground"
        >
          {description}
        </p>
      )}
      {hasError && (
        <p id={errorId} data-slot="form-field-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

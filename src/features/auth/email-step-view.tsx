import type { FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zCheckRegistrationQuery } from '@generated/zod.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { SignInPurpose } from '@/lib/sign-in-dialog';
import { fieldNames, messages, zodResolver } from '@/lib/validation';
import { SIGN_IN_GENERAL, SIGN_IN_TO_APPLY } from './sign-in-messages';
import { OrDivider, SocialButtons } from './social-buttons';
import type { SocialProvider } from './social-sign-in';
import { EmailField } from './email-field';

/**
 * The dialog's email field (docs/product.md §5): trimmed, then the registration check's generated
 * query schema as it is, in the words of docs/product.md §5: 'Email is required', 'Email is not correct'.
 */
export const dialogEmailSchema = z.pipe(
  z.transform((values: EmailForm) => ({ email: values.email.trim() })),
  zCheckRegistrationQuery,
);
export const dialogEmailNames = fieldNames({
  email: { missing: messages.dialogEmailRequired(), invalid: messages.dialogEmailInvalid() },
});
interface EmailForm {
  email: string;
}

export interface EmailStepViewProps {
  /** 'apply': opened by a job's Apply (the line about the selected job, docs/product.md §2); default 'sign-in'. */
  purpose?: SignInPurpose;
  defaultEmail?: string;
  /** Called with the trimmed, valid email. */
  onSubmit: (email: string) => void;
  /** Back: nothing comes before this view, so it leaves the dialog (closes it). */
  onBack: () => void;
  onSocial: (provider: SocialProvider) => void;
  pending?: boolean;
  /** A failure that belongs to the email field (e.g. the server refused the address). */
  emailError?: string | null;
  /** A failure that belongs to no field. */
  error?: string | null;
}

/** View 2 (initial): social buttons, OR, the email field, Continue and Back. */
export function EmailStepView({
  purpose = 'sign-in',
  defaultEmail = '',
  onSubmit,
  onBack,
  onSocial,
  pending,
  emailError,
  error,
}: EmailStepViewProps) {
  const form = useForm<EmailForm, unknown, z.output<typeof dialogEmailSchema>>({
    resolver: zodResolver(dialogEmailSchema, dialogEmailNames),
    defaultValues: { email: defaultEmail },
    // Checked when the person leaves a field they typed in, and as they correct it; an empty
    // field is not scolded on the way to Google, Back or Close (it opens focused), only at Continue.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const email = form.register('email', {
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (event.target.value) void form.trigger('email');
    },
    onChange: () => {
      if (form.formState.errors.email) void form.trigger('email');
    },
  });
  const fieldError = form.formState.errors.email?.message ?? emailError ?? undefined;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Ready for your next chapter?</DialogTitle>
        <DialogDescription>
          {purpose === 'apply' ? SIGN_IN_TO_APPLY : SIGN_IN_GENERAL}
        </DialogDescription>
      </DialogHeader>
      <SocialButtons onSelect={onSocial} disabled={pending} />
      <OrDivider />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ email }) => onSubmit(email))}
      >
        <EmailField id="sign-in-email" error={fieldError} {...email} />
        <FormFailure message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onBack}>
            Back
          </Button>
          <SubmitButton pending={pending}>Continue</SubmitButton>
        </div>
      </form>
    </>
  );
}

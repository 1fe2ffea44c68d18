import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import Send from 'lucide-react/icons/send';
import type { CompanyRole, TeamInvite } from '@generated/types.gen';
import { zInviteEmployerUserBody } from '@generated/zod.gen';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormControlField, FormSelectField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { problemCode, saveErrorMessage } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { fieldNames, zodResolver } from '@/lib/validation';
import { roleDescriptions, roleLabels } from './roles';
import { notifyResent, resendRefusal } from './role-change';
import { teamOptions, useInviteMember, useResendInvitation } from './api';

export type InviteValues = TeamInvite;

/** The generated invite body as it is, checked on what is sent (the email trimmed); words from the error map. */
export const inviteSchema = z.pipe(
  z.transform((values: InviteValues) => ({ email: values.email.trim(), role: values.role })),
  zInviteEmployerUserBody,
);
export const inviteNames = fieldNames({ email: 'their email address', role: { choose: 'a role' } });
const FIELDS = ['email', 'role'] as const;
/** A failed save: a 409 is said under the email, the rest where it belongs. */
const INVITE_SAVE = {
  failed: "We couldn't send the invitation.",
  conflict: { field: 'email', message: 'This person is already in your team.' },
} as const;

/**
 * Invite someone by email with a role (owners). Someone already in the team answers 409: said
 * under the email. Someone already invited (409 `already_invited`) is said so, with Resend.
 */
export function InviteForm({ employerId, roles }: { employerId: string; roles: CompanyRole[] }) {
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  /** The email the server said is already invited (its answer, kept until the next send). */
  const [alreadyInvited, setAlreadyInvited] = useState<string | null>(null);
  // The pending row to resend: the team page has the team in the cache already; asked only then.
  const team = useQuery({ ...teamOptions(employerId), enabled: alreadyInvited !== null });
  const pendingRow = alreadyInvited
    ? team.data?.results.find(
        (m) => m.status === 'invited' && m.email.toLowerCase() === alreadyInvited.toLowerCase(),
      )
    : undefined;
  const resend = useResendInvitation(employerId);
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema, inviteNames),
    defaultValues: { email: '', role: 'member' },
  });
  const { isSubmitting } = form.formState;
  const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
  const invite = useInviteMember(employerId);

  const submit = async (values: InviteValues) => {
    setFormError(null);
    setAlreadyInvited(null);
    try {
      // Awaited: the form stays submitting until the server answers (decision 009).
      const member = await invite.mutateAsync({ path: { employerId }, body: values });
      form.reset({ email: '', role: values.role });
      void notify(`Invitation sent to ${member.email}`, {
        severity: 'success',
        detail: `They join as ${roleLabels[member.role].toLowerCase()}.`,
      });
    } catch (error) {
      if (problemCode(error, 409) === 'already_invited') {
        setAlreadyInvited(values.email.trim());
        return;
      }
      setFormError(saveErrorMessage(error, FIELDS, form.setError, INVITE_SAVE));
    }
  };

  const onResend = () => {
    if (!pendingRow) return;
    resend.mutate(
      { path: { employerId, userId: pendingRow.user_id } },
      {
        onSuccess: (updated) => {
          setAlreadyInvited(null);
          form.reset({ email: '', role: form.getValues('role') });
          notifyResent(updated);
        },
        onError: (error) => setFormError(resendRefusal(error)),
      },
    );
  };

  return (
    <Card>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Invite a teammate
        </h2>
        <p className="text-sm text-muted-foreground">
          They get an email with a link to join your company.
        </p>
      </div>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        className="flex flex-col gap-4"
      >
        {formError && (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        {alreadyInvited && (
          <Alert>
            <AlertTitle>Already invited</AlertTitle>
            <AlertDescription>
              <p>
                {alreadyInvited} has a pending invitation. Resend it to mail a new link (the one
                sent before stops working).
              </p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="mt-2"
                disabled={!pendingRow || resend.isPending}
                onClick={onResend}
              >
                <Send aria-hidden="true" />
                Resend invitation
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormControlField control={form.control} name="email" label="Email address" required>
            {(field, props) => (
              <Input
                {...props}
                {...field}
                type="email"
                autoComplete="off"
                placeholder="name@company.com"
              />
            )}
          </FormControlField>
          <FormSelectField
            control={form.control}
            name="role"
            label="Role"
            required
            options={roleOptions}
            description={(role: CompanyRole) => roleDescriptions[role]}
          />
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <Spinner label="Sending" tone="inherit" />
            ) : (
              <Send aria-hidden="true" />
            )}
            Send invitation
          </Button>
        </div>
      </form>
    </Card>
  );
}

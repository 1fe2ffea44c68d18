import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { Send } from 'lucide-react';
import { inviteEmployerUserMutation } from '@generated/@tanstack/react-query.gen';
import type { CompanyRole } from '@generated/types.gen';
import { zInviteEmployerUserBody } from '@generated/zod.gen';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/error-message';
import { applyFieldErrors, problemCode, problemMessage } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { requiredEmail, say } from '@/lib/validation';
import { roleDescriptions, roleLabels } from './roles';
import { teamQueryKey } from './team-queries';

export const inviteSchema = z.extend(zInviteEmployerUserBody, {
  email: requiredEmail(say.enter('their email address'), say.email()),
});
export type InviteValues = z.input<typeof inviteSchema>;
const FIELDS = ['email', 'role'] as const;

/** Invite someone by email with a role (owners). Someone already in the team answers 409: said under the email. */
export function InviteForm({ employerId, roles }: { employerId: string; roles: CompanyRole[] }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '', role: 'member' } });
  const { errors, isSubmitting } = form.formState;
  const invite = useMutation(inviteEmployerUserMutation());

  const submit = async (values: InviteValues) => {
    setFormError(null);
    try {
      const member = await invite.mutateAsync({ path: { employerId }, body: { email: values.email.trim(), role: values.role } });
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(employerId) });
      form.reset({ email: '', role: values.role });
      void notify(`Invitation sent to ${member.email}`, { severity: 'success', detail: `They join as ${roleLabels[member.role].toLowerCase()}.` });
    } catch (error) {
      if (problemCode(error, 409)) {
        form.setError('email', { type: 'server', message: problemMessage(error, 'This person is already in your team.') }, { shouldFocus: true });
        return;
      }
      const { placed, other } = applyFieldErrors(error, FIELDS, form.setError);
      if (placed.length === 0 || other.length > 0) {
        setFormError(other.join(' ') || problemMessage(error, `We couldn't send the invitation. ${failureMessage(error)}`));
      }
    }
  };

  return (
    <Card >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Invite a teammate
        </h2>
        <p className="text-sm text-muted-foreground">They get an email with a link to join your company.</p>
      </div>
      <form noValidate aria-labelledby={headingId} onSubmit={(e) => void form.handleSubmit(submit)(e)} className="flex flex-col gap-4">
        {formError && (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormField label="Email address" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" placeholder="name@company.com" {...form.register('email')} />
          </FormField>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField label="Role" required error={errors.role?.message} description={roleDescriptions[field.value]}>
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {roles.map((role) => (
                        <SelectItem key={role} value={role}>
                          {roleLabels[role]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FormField>
            )}
          />
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner label="Sending" tone="inherit" /> : <Send aria-hidden="true" />}
            Send invitation
          </Button>
        </div>
      </form>
    </Card>
  );
}

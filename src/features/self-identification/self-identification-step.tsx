import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { selfIdentification } from '@generated/rules.gen';
import type {
  SelfIdentificationForm,
  SelfIdentificationInvitation,
  SelfIdentificationSubmit,
} from '@generated/types.gen';
import { zSelfIdentificationSubmit } from '@generated/zod.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/error-message';
import { isProblem } from '@/lib/problem';
import { invitationOptions, useSubmitSelfIdentification } from './api';

type Field = keyof Omit<SelfIdentificationSubmit, 'declined'>;
type Question = {
  field: Field;
  prompt: string;
  options: readonly { value: string; label: string }[];
};

/** The title of the step and of its section on the application's page. */
const SELF_ID_TITLE = 'Voluntary self-identification';

const INTRO =
  'Optional. Your answers are kept apart from your application and are never shown to the people who review it. You can answer once.';

export interface SelfIdentificationStepProps {
  applicationId: string;
  /** Shown in the apply dialog: a Skip button that closes the step (it stays on the application's page). */
  onSkip?: () => void;
  /** The level of the step's heading (its forms' titles are one below). */
  headingLevel?: 2 | 3;
  /** Set apart from what is above by a rule (under the apply confirmation); nothing when not offered. */
  divided?: boolean;
}

/**
 * The voluntary self-identification of one application (the self-identification tag): when the
 * company offers forms, their standard texts (the contract's `x-self-identification`) and their
 * questions, every answer optional; Submit sends them once, Skip leaves them for later. Nothing
 * when the company offers none. Once given, it says so (the answers are never shown again).
 */
export function SelfIdentificationStep({ divided = false, ...props }: SelfIdentificationStepProps) {
  const step = <Step {...props} />;
  return divided ? <Divided applicationId={props.applicationId}>{step}</Divided> : step;
}

/** The rule above the step, only when there is a step (the company offers forms). */
function Divided({
  applicationId,
  children,
}: {
  applicationId: string;
  children: React.ReactNode;
}) {
  const invitation = useQuery(invitationOptions(applicationId));
  if (invitation.data?.state === 'not_offered') return null;
  return <div className="mt-4 border-t pt-4">{children}</div>;
}

function Step({ applicationId, onSkip, headingLevel = 3 }: SelfIdentificationStepProps) {
  // Sent from here: the outcome takes the focus the form's Submit had (not on a later visit).
  const [sent, setSent] = useState(false);
  const invitation = useQuery(invitationOptions(applicationId));
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (invitation.isPending)
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the voluntary self-identification…</span>
        <Skeleton className="h-5 w-56" aria-hidden="true" />
        <Skeleton className="h-16" aria-hidden="true" />
      </div>
    );
  if (invitation.isError)
    return (
      <QueryErrorAlert
        title="We couldn't load the voluntary self-identification."
        error={invitation.error}
        onRetry={() => void invitation.refetch()}
      />
    );
  const { state } = invitation.data;
  if (state === 'not_offered') return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 text-left">
      <Heading id={headingId} className="text-lg font-semibold">
        {SELF_ID_TITLE}
      </Heading>
      {state === 'open' ? (
        <AnswerForm
          invitation={invitation.data}
          headingId={headingId}
          titleLevel={headingLevel + 1}
          onSkip={onSkip}
          onSent={() => setSent(true)}
        />
      ) : (
        <p
          role="status"
          ref={sent ? (element) => element?.focus() : undefined}
          tabIndex={-1}
          className="text-sm text-muted-foreground outline-none"
        >
          {state === 'answered'
            ? 'Thank you. Your answers were received and are kept apart from your application.'
            : 'You chose not to answer.'}
        </p>
      )}
    </section>
  );
}

function AnswerForm({
  invitation,
  headingId,
  titleLevel,
  onSkip,
  onSent,
}: {
  invitation: SelfIdentificationInvitation;
  headingId: string;
  titleLevel: number;
  onSkip?: () => void;
  onSent: () => void;
}) {
  const [answers, setAnswers] = useState<SelfIdentificationSubmit>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitSelfIdentification(invitation.application_id);
  const Title = titleLevel === 3 ? 'h3' : 'h4';

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await submit.mutateAsync({
        path: { applicationId: invitation.application_id },
        body: zSelfIdentificationSubmit.parse(answers),
      });
      onSent();
    } catch (error) {
      setFailure(
        isProblem(error) && error.code === 'self_identification_already_given'
          ? 'You already answered for this application.'
          : failureMessage(error),
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void send(e)}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted-foreground">{INTRO}</p>
      {invitation.forms.map((form: SelfIdentificationForm) => {
        const text = selfIdentification.forms[form];
        return (
          <div key={form} className="flex flex-col gap-3 rounded-xl border p-4">
            <Title className="font-semibold">{text.title}</Title>
            {text.intro.map((paragraph) => (
              <p key={paragraph} className="text-sm text-muted-foreground">
                {paragraph}
              </p>
            ))}
            {(text.questions as readonly Question[]).map((question) => (
              <QuestionField
                key={question.field}
                question={question}
                value={answers[question.field]}
                onChange={(value) =>
                  setAnswers((current) => ({ ...current, [question.field]: value }))
                }
              />
            ))}
          </div>
        );
      })}
      <FormFailure message={failure} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton pending={submit.isPending} size="default">
          Submit
        </SubmitButton>
        {onSkip && (
          <Button type="button" variant="outline" onClick={onSkip}>
            Skip
          </Button>
        )}
      </div>
    </form>
  );
}

function QuestionField({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const name = `${useId()}-${question.field}`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{question.prompt}</legend>
      {question.options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 shrink-0 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The step under the apply dialog's confirmation: the invitation, and Skip leaves it for later
 * (the application's page offers it again).
 */
export function SelfIdentificationAfterApply({ applicationId }: { applicationId: string }) {
  const [skipped, setSkipped] = useState(false);
  if (skipped)
    return (
      <p
        role="status"
        // Skip is gone: focus stays in the dialog, on what replaced it.
        ref={(element) => element?.focus()}
        tabIndex={-1}
        className="mt-4 border-t pt-4 text-left text-sm text-muted-foreground outline-none"
      >
        Skipped. You can still answer the voluntary self-identification from this application in
        your applied jobs.
      </p>
    );
  return (
    <SelfIdentificationStep applicationId={applicationId} onSkip={() => setSkipped(true)} divided />
  );
}

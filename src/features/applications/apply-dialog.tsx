import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import type { ApplicationReceipt, Job } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';
import { profileOptions, useApplyDraft } from './api';
import { ApplyForm, NEW_RESUME, type ApplyValues } from './apply-form';

export interface ApplyDialogProps {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function FormSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading your details…</span>
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-[60px]" />
        <Skeleton className="h-[60px]" />
      </div>
      <Skeleton className="h-[60px]" aria-hidden="true" />
      <Skeleton className="h-28" aria-hidden="true" />
      <Skeleton className="h-36" aria-hidden="true" />
    </div>
  );
}

function Confirmation({
  job,
  receipt,
  onClose,
}: {
  job: Job;
  receipt: ApplicationReceipt;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Application sent
      </h3>
      <p className="text-sm text-muted-foreground">
        {job.employer.name} has your application for {job.title}. You can follow its status in your
        applied jobs.
      </p>
      <p className="text-xs text-muted-foreground">
        Sent{' '}
        <time dateTime={receipt.applied_at}>
          {new Date(receipt.applied_at).toLocaleString('en', {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </time>
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.appliedJobs()}>View applied jobs</Link>
        </Button>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/** The apply dialog: the form, then a confirmation. Loaded the first time someone applies. */
export function ApplyDialog({ job, open, onOpenChange }: ApplyDialogProps) {
  const user = useSession((s) => s.user);
  const profile = useQuery(profileOptions());
  const draft = useApplyDraft(job.id);
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);

  const resumes = profile.data?.resumes ?? [];
  const defaults: ApplyValues = draft.read() ?? {
    name: profile.data?.name ?? user?.name ?? '',
    email: profile.data?.email ?? user?.email ?? '',
    phone: profile.data?.phone ?? user?.phone ?? '',
    cover_letter: '',
    resume_choice: resumes[0]?.id ?? NEW_RESUME,
    resume_file: null,
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Apply for {job.title}</DialogTitle>
          <DialogDescription>
            {job.employer.name}.
            {!receipt && (
              <>
                {' '}
                Fields marked <span aria-hidden="true">*</span>
                <span className="sr-only">required</span> are required.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {receipt ? (
          <Confirmation job={job} receipt={receipt} onClose={() => onOpenChange(false)} />
        ) : profile.isPending ? (
          <FormSkeleton />
        ) : (
          <ApplyForm
            jobId={job.id}
            defaults={defaults}
            // A profile that failed to load (or an account without one) still lets people upload.
            resumes={resumes}
            onApplied={setReceipt}
            onDraft={draft.save}
            onCancel={() => onOpenChange(false)}
            appliedJobsLink={
              <Link
                to={paths.appliedJobs()}
                className="font-medium text-primary underline underline-offset-2"
              >
                See your applied jobs
              </Link>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import Trash2 from 'lucide-react/icons/trash';
import Upload from 'lucide-react/icons/upload';
import { operationLimits } from '@generated/rules.gen';
import type { Profile, Resume } from '@generated/types.gen';
import { FilePickerButton } from '@/components/file-picker-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { useUpload, type UploadResult } from '@/hooks/use-upload';
import { UPLOAD_RULES } from '@/lib/api/upload';
import { confirm } from '@/lib/dialogs';
import { failureMessage } from '@/lib/error-message';
import { fieldMessage, isProblem, problemMessage } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { formatDate } from '@/lib/format/date';
import { formatFileSize } from '@/lib/format/size';
import { useAddResume, useDeleteResume } from './api';

/** How many resumes a profile keeps, and what a sixth answers: the contract's `x-limit` of addProfileResume. */
const { max: MAX_RESUMES, detail: RESUME_LIMIT_MESSAGE } = operationLimits.addProfileResume;
const ACCEPT = [
  ...UPLOAD_RULES.resume.extensions.map((e) => `.${e}`),
  ...UPLOAD_RULES.resume.mimeTypes,
].join(',');

/** The profile's resumes: download, delete (confirmed), upload (presigned flow, at most MAX_RESUMES). */
export function ResumeList({ profile }: { profile: Profile }) {
  const uploadButton = useRef<HTMLButtonElement>(null);
  const add = useAddResume();
  const upload = useUpload('resume');
  // What went wrong outside the upload itself: the limit, or adding the uploaded file.
  const [addError, setAddError] = useState<string | null>(null);
  const full = profile.resumes.length >= MAX_RESUMES;
  const busy = upload.state === 'uploading' || add.isPending;

  /** Adds the file to the profile once it is in storage. */
  const addUploaded = async (uploading: Promise<UploadResult | null>) => {
    setAddError(null);
    const uploaded = await uploading;
    if (!uploaded) return;
    add.mutate(
      { body: { key: uploaded.key, file_name: uploaded.fileName } },
      {
        onSuccess: (resume) => {
          void notify('Resume uploaded', { severity: 'success', detail: resume.file_name });
        },
        onError: (e) => {
          if (isProblem(e) && e.status === 409) setAddError(RESUME_LIMIT_MESSAGE);
          // The server refused the file itself (e.g. not a resume by its content): its word on `key`.
          else
            setAddError(
              fieldMessage(e, 'key') ??
                problemMessage(e, `We couldn't add this resume. ${failureMessage(e)}`),
            );
        },
        onSettled: () => upload.reset(),
      },
    );
  };

  const choose = (file: File) => {
    if (full) {
      upload.reset();
      setAddError(RESUME_LIMIT_MESSAGE);
      return;
    }
    void addUploaded(upload.start(file));
  };

  const cancel = () => {
    flushSync(upload.cancel);
    uploadButton.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      {profile.resumes.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No resumes yet. Upload one to apply faster.
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border" aria-label="Your resumes">
          {profile.resumes.map((resume) => (
            <li key={resume.id} className="flex flex-wrap items-center gap-3 p-3">
              <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              {/* The name whole, wrapped; on a narrow screen the buttons move under it. */}
              <div className="flex min-w-48 flex-1 flex-col">
                <span className="text-sm font-medium break-words">{resume.file_name}</span>
                <span className="text-xs text-muted-foreground">
                  {formatFileSize(resume.size_bytes)} · uploaded{' '}
                  <time dateTime={resume.uploaded_at}>{formatDate(resume.uploaded_at)}</time>
                </span>
              </div>
              <div className="flex gap-1">
                <a
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  href={resume.url}
                  download={resume.file_name}
                  rel="noopener noreferrer"
                >
                  <Download aria-hidden="true" />
                  Download<span className="sr-only"> {resume.file_name}</span>
                </a>
                <DeleteResumeButton resume={resume} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FilePickerButton
          ref={uploadButton}
          variant="outline"
          disabled={busy || full}
          accept={ACCEPT}
          inputTestId="resume-input"
          onFile={choose}
        >
          <Upload aria-hidden="true" />
          Upload resume
        </FilePickerButton>
        <span className="text-xs text-muted-foreground">
          {full
            ? RESUME_LIMIT_MESSAGE
            : `${UPLOAD_RULES.resume.typesLabel}, up to ${formatFileSize(UPLOAD_RULES.resume.maxBytes)}. Up to ${MAX_RESUMES} resumes.`}
        </span>
      </div>
      <UploadProgress
        error={addError ?? upload.error}
        active={busy}
        text={`Uploading ${upload.file?.name ?? 'your resume'}`}
        progress={upload.progress}
        label="Resume upload"
        className="max-w-sm"
        onCancel={upload.state === 'uploading' ? cancel : undefined}
        onRetry={!addError && upload.canRetry ? () => void addUploaded(upload.retry()) : undefined}
      />
    </div>
  );
}

/** Deletes one resume after a confirmation (each row has its own, so every deletion is said). */
function DeleteResumeButton({ resume }: { resume: Resume }) {
  const remove = useDeleteResume();
  const deleteResume = async () => {
    const yes = await confirm({
      title: 'Delete this resume?',
      description: `${resume.file_name} will be removed from your profile. Applications you already sent keep their copy.`,
      confirmLabel: 'Delete resume',
      destructive: true,
      // A refusal is said in the dialog that asked (decision 012 rule 4).
      action: () => remove.mutateAsync({ path: { resumeId: resume.id } }),
      refusal: (error) => ({
        title: "We couldn't delete the resume",
        text: failureMessage(error),
      }),
    });
    if (yes) void notify('Resume deleted', { severity: 'success', detail: resume.file_name });
  };
  return (
    <Button variant="ghost-destructive" size="sm" onClick={() => void deleteResume()}>
      <Trash2 aria-hidden="true" />
      Delete<span className="sr-only"> {resume.file_name}</span>
    </Button>
  );
}

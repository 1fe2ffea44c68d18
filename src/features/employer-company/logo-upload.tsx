import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import ImageUp from 'lucide-react/icons/image-up';
import Trash2 from 'lucide-react/icons/trash';
import { CompanyLogo } from '@/components/company-logo';
import { Button, buttonVariants } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import type { Upload, UploadResult } from '@/hooks/use-upload';
import { UPLOAD_RULES } from '@/lib/api/upload';
import { formatFileSize } from '@/lib/format/size';

export interface LogoUploadProps {
  /** The logo the company has now (null when none). */
  currentUrl: string | null;
  /** undefined: keep the current logo; a key: the uploaded one; null: remove the logo. */
  value: string | null | undefined;
  onChange: (key: string | null | undefined) => void;
  /** The form's `useUpload('company_logo')` (the form waits for it before saving). */
  upload: Upload;
  companyName: string;
  error?: string;
}

const rule = UPLOAD_RULES.company_logo;

/** The company logo: pick an image, it uploads at once (presigned POST) with progress; or remove it. */
export function LogoUpload({
  currentUrl,
  value,
  onChange,
  upload,
  companyName,
  error,
}: LogoUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const shownUrl = value === null ? null : value ? preview : currentUrl;
  const message = upload.error ?? error;
  const uploading = upload.state === 'uploading';

  /** Shows the logo and hands its key to the form once it is in storage. */
  const applyLogo = async (file: File, pending: Promise<UploadResult | null>) => {
    const result = await pending;
    if (inputRef.current) inputRef.current.value = '';
    if (!result) return;
    setPreview(URL.createObjectURL(file));
    onChange(result.key);
  };

  const retry = () => {
    if (upload.file) void applyLogo(upload.file, upload.retry());
  };

  const cancel = () => {
    flushSync(upload.cancel);
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${inputId}-label`} className="text-sm font-medium">
        Logo
      </span>
      <div className="flex items-center gap-4">
        <CompanyLogo name={companyName || 'Company'} url={shownUrl} size="lg" loading="eager" />
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={rule.mimeTypes.join(',')}
            className="peer sr-only"
            aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void applyLogo(file, upload.start(file));
            }}
          />
          <label
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className:
                'cursor-pointer peer-disabled:pointer-events-none peer-disabled:opacity-50 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
            })}
            htmlFor={inputId}
          >
            <ImageUp aria-hidden="true" />
            {shownUrl ? 'Replace logo' : 'Upload logo'}
          </label>
          {shownUrl && !uploading && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(currentUrl ? null : undefined)}
            >
              <Trash2 aria-hidden="true" /> Remove logo
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {rule.typesLabel}, up to {formatFileSize(rule.maxBytes)}. A square image works best.
      </p>
      {message && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {message}
        </p>
      )}
      <UploadProgress
        active={uploading}
        text={`Uploading ${upload.file?.name ?? 'the logo'}`}
        progress={upload.progress}
        label="Uploading logo"
        className="max-w-xs"
        onCancel={uploading ? cancel : undefined}
        onRetry={upload.canRetry ? retry : undefined}
      />
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { CompanyLogo } from '@/components/company-logo';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { checkUploadFile, UPLOAD_RULES, uploadFile } from '@/lib/api/upload';

export interface LogoUploadProps {
  /** The logo the company has now (null when none). */
  currentUrl: string | null;
  /** undefined: keep the current logo; a key: the uploaded one; null: remove the logo. */
  value: string | null | undefined;
  onChange: (key: string | null | undefined) => void;
  /** Tells the form an upload is running (saving waits for it). */
  onBusyChange?: (busy: boolean) => void;
  companyName: string;
  error?: string;
}

const rule = UPLOAD_RULES.company_logo;
const limitMb = Math.round(rule.maxBytes / (1024 * 1024));

/** The company logo: pick an image, it uploads at once (presigned POST) with progress; or remove it. */
export function LogoUpload({ currentUrl, value, onChange, onBusyChange, companyName, error }: LogoUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const shownUrl = value === null ? null : value ? preview : currentUrl;
  const message = uploadError ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const refusal = checkUploadFile(file, 'company_logo');
    if (refusal) {
      setUploadError(refusal);
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    onBusyChange?.(true);
    try {
      const { key } = await uploadFile(file, 'company_logo', { onProgress: setProgress, signal: controller.signal });
      setPreview(URL.createObjectURL(file));
      onChange(key);
    } catch (e) {
      if (!controller.signal.aborted) setUploadError(e instanceof Error ? e.message : 'The upload failed. Try again.');
    } finally {
      if (abortRef.current === controller) {
        setProgress(null);
        onBusyChange?.(false);
      }
      if (inputRef.current) inputRef.current.value = '';
    }
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
            disabled={progress !== null}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button asChild variant="outline" size="sm" className="cursor-pointer peer-disabled:pointer-events-none peer-disabled:opacity-50 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50">
            <label htmlFor={inputId}>
              <ImageUp aria-hidden="true" />
              {shownUrl ? 'Replace logo' : 'Upload logo'}
            </label>
          </Button>
          {shownUrl && progress === null && (
            <Button variant="ghost" size="sm" onClick={() => onChange(currentUrl ? null : undefined)}>
              <Trash2 aria-hidden="true" /> Remove logo
            </Button>
          )}
        </div>
      </div>
      {progress !== null && <Progress value={Math.round(progress * 100)} aria-label="Uploading logo" className="max-w-xs" />}
      <p id={hintId} className="text-sm text-muted-foreground">
        {rule.typesLabel}, up to {limitMb} MB. A square image works best.
      </p>
      {message && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Camera from 'lucide-react/icons/camera';
import UserRound from 'lucide-react/icons/user-round';
import type { Profile } from '@generated/types.gen';
import { FilePickerButton } from '@/components/file-picker-button';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { useUpload, type UploadResult } from '@/hooks/use-upload';
import { UPLOAD_RULES } from '@/lib/api/upload';
import { formatFileSize } from '@/lib/format/size';
import { failureMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useUpdateProfile } from './api';

const ACCEPT = [
  ...UPLOAD_RULES.profile_image.extensions.map((e) => `.${e}`),
  ...UPLOAD_RULES.profile_image.mimeTypes,
].join(',');

/** The profile photo: upload (presigned flow, png/jpeg/webp up to 2 MB) or remove. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const photoButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateProfile();
  const upload = useUpload('profile_image');
  // What went wrong outside the upload itself: saving or removing the photo.
  const [saveError, setSaveError] = useState<string | null>(null);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);

  /** Puts the photo on the profile once it is in storage. */
  const saveUploaded = async (uploading: Promise<UploadResult | null>) => {
    setSaveError(null);
    const uploaded = await uploading;
    if (!uploaded) return;
    update.mutate(
      { body: { profile_image_key: uploaded.key } },
      {
        onSuccess: () => void notify('Photo updated', { severity: 'success' }),
        onError: (e) => setSaveError(`We couldn't update your photo. ${failureMessage(e)}`),
        onSettled: () => upload.reset(),
      },
    );
  };

  const remove = () => {
    setSaveError(null);
    upload.reset();
    update.mutate(
      { body: { profile_image_key: null } },
      {
        onSuccess: () => void notify('Photo removed', { severity: 'success' }),
        onError: (e) => setSaveError(`We couldn't remove your photo. ${failureMessage(e)}`),
      },
    );
  };

  const cancel = () => {
    flushSync(upload.cancel);
    photoButton.current?.focus();
  };

  const busy = upload.state === 'uploading' || update.isPending;
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
        {profile.profile_image && brokenImage !== profile.profile_image ? (
          <img
            src={profile.profile_image}
            alt="Your profile photo"
            width={80}
            height={80}
            className="size-full object-cover"
            onError={() => setBrokenImage(profile.profile_image)}
          />
        ) : (
          <UserRound className="size-10 text-muted-foreground" aria-label="No profile photo" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <FilePickerButton
            ref={photoButton}
            variant="outline"
            size="sm"
            disabled={busy}
            accept={ACCEPT}
            inputTestId="profile-photo-input"
            onFile={(file) => void saveUploaded(upload.start(file))}
          >
            <Camera aria-hidden="true" />
            {profile.profile_image ? 'Change photo' : 'Add photo'}
          </FilePickerButton>
          {profile.profile_image && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={remove}>
              Remove photo
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {UPLOAD_RULES.profile_image.typesLabel}, up to{' '}
          {formatFileSize(UPLOAD_RULES.profile_image.maxBytes)}.
        </p>
        <UploadProgress
          error={saveError ?? upload.error}
          active={upload.state === 'uploading' || upload.state === 'done'}
          text="Uploading photo"
          progress={upload.progress}
          label="Photo upload"
          className="w-48"
          onCancel={upload.state === 'uploading' ? cancel : undefined}
          onRetry={
            !saveError && upload.canRetry ? () => void saveUploaded(upload.retry()) : undefined
          }
        />
      </div>
    </div>
  );
}

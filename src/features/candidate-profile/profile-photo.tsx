import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Camera from 'lucide-react/icons/camera';
import UserRound from 'lucide-react/icons/user-round';
import { getProfileQueryKey, updateProfileMutation } from '@generated/@tanstack/react-query.gen';
import type { Profile } from '@generated/types.gen';
import { FilePickerButton } from '@/components/file-picker-button';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { useUpload, type UploadResult } from '@/hooks/use-upload';
import { UPLOAD_RULES } from '@/lib/api/upload';
import { formatFileSize } from '@/lib/format/size';
import { failureMessage } from '@/lib/error-message';
import { session } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';

const ACCEPT = [
  ...UPLOAD_RULES.profile_image.extensions.map((e) => `.${e}`),
  ...UPLOAD_RULES.profile_image.mimeTypes,
].join(',');

/** The profile photo: upload (presigned flow, png/jpeg/webp up to 2 MB) or remove. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const photoButton = useRef<HTMLButtonElement>(null);
  const update = useMutation(updateProfileMutation());
  const upload = useUpload('profile_image');
  // What went wrong outside the upload itself: saving or removing the photo.
  const [saveError, setSaveError] = useState<string | null>(null);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);

  const saved = (next: Profile, message: string) => {
    queryClient.setQueryData(getProfileQueryKey(), next);
    session.setProfile({ name: next.name, profile_image: next.profile_image });
    void notify(message, { severity: 'success' });
  };

  /** Puts the photo on the profile once it is in storage. */
  const saveUploaded = async (uploading: Promise<UploadResult | null>) => {
    setSaveError(null);
    const uploaded = await uploading;
    if (!uploaded) return;
    try {
      saved(
        await update.mutateAsync({ body: { profile_image_key: uploaded.key } }),
        'Photo updated',
      );
    } catch (e) {
      setSaveError(`We couldn't update your photo. ${failureMessage(e)}`);
    } finally {
      upload.reset();
    }
  };

  const remove = async () => {
    setSaveError(null);
    upload.reset();
    try {
      saved(await update.mutateAsync({ body: { profile_image_key: null } }), 'Photo removed');
    } catch (e) {
      setSaveError(`We couldn't remove your photo. ${failureMessage(e)}`);
    }
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
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void remove()}>
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

import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, UserRound } from 'lucide-react';
import { getProfileQueryKey, updateProfileMutation } from '@generated/@tanstack/react-query.gen';
import type { Profile } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { checkUploadFile, UPLOAD_RULES, UploadError, uploadFile } from '@/lib/api/upload';
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
  const input = useRef<HTMLInputElement>(null);
  const update = useMutation(updateProfileMutation());
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);

  const saved = (next: Profile, message: string) => {
    queryClient.setQueryData(getProfileQueryKey(), next);
    session.setProfile({ name: next.name, profile_image: next.profile_image });
    void notify(message, { severity: 'success' });
  };

  const upload = async (file: File) => {
    setError(null);
    const refusal = checkUploadFile(file, 'profile_image');
    if (refusal) {
      setError(refusal);
      return;
    }
    setProgress(0);
    try {
      const { key } = await uploadFile(file, 'profile_image', { onProgress: setProgress });
      saved(await update.mutateAsync({ body: { profile_image_key: key } }), 'Photo updated');
    } catch (e) {
      setError(e instanceof UploadError ? e.message : `We couldn't update your photo. ${failureMessage(e)}`);
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setError(null);
    try {
      saved(await update.mutateAsync({ body: { profile_image_key: null } }), 'Photo removed');
    } catch (e) {
      setError(`We couldn't remove your photo. ${failureMessage(e)}`);
    }
  };

  const busy = progress !== null || update.isPending;
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
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            <Camera aria-hidden="true" />
            {profile.profile_image ? 'Change photo' : 'Add photo'}
          </Button>
          {profile.profile_image && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void remove()}>
              Remove photo
            </Button>
          )}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="profile-photo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          {UPLOAD_RULES.profile_image.typesLabel}, up to 2 MB.
        </p>
        <div aria-live="polite" className="text-sm">
          {progress !== null && (
            <div className="flex w-48 flex-col gap-1">
              <span className="text-muted-foreground">
                Uploading photo… {Math.round(progress * 100)}%
              </span>
              <Progress value={Math.round(progress * 100)} aria-label="Photo upload" />
            </div>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

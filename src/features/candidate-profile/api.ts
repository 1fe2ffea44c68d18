import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addProfileResumeMutation,
  deleteProfileMutation,
  deleteProfileResumeMutation,
  exportMyDataOptions,
  updateProfileMutation,
} from '@generated/@tanstack/react-query.gen';
import type { Resume } from '@generated/types.gen';
import { profileOptions } from '@/lib/api/shared-queries';
import { saveTextFile } from '@/lib/save-file';
import { session } from '@/lib/session/session-store';

/**
 * The candidate profile feature's queries and mutations (decision 009): the profile query the
 * page and its route loader share (the session reads the same one, so it lives in src/lib/api),
 * and one hook per operation that owns its cache effects.
 */
export { profileOptions };

/** Newest first, one entry per id (the server's answer replaces what the cache had). */
export function withResume(resumes: readonly Resume[], added: Resume): Resume[] {
  return [added, ...resumes.filter((r) => r.id !== added.id)];
}

/** Saves the profile (details or photo): the answer replaces the cached profile, and the header's name and photo follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutation(),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileOptions().queryKey, saved);
      session.setProfile({ name: saved.name, profile_image: saved.profile_image });
    },
  });
}

function useSetResumes() {
  const queryClient = useQueryClient();
  return (update: (resumes: Resume[]) => Resume[]) =>
    queryClient.setQueryData(profileOptions().queryKey, (old) =>
      old ? { ...old, resumes: update(old.resumes) } : old,
    );
}

/** Adds an uploaded file to the profile's resumes (newest first). */
export function useAddResume() {
  const setResumes = useSetResumes();
  return useMutation({
    ...addProfileResumeMutation(),
    onSuccess: (resume) => setResumes((resumes) => withResume(resumes, resume)),
  });
}

/** Deletes a resume: gone from the cached profile. */
export function useDeleteResume() {
  const setResumes = useSetResumes();
  return useMutation({
    ...deleteProfileResumeMutation(),
    onSuccess: (_data, { path }) =>
      setResumes((resumes) => resumes.filter((r) => r.id !== path.resumeId)),
  });
}

/** Deletes the candidate account (the route then ends the session, which clears the cache). */
export const useDeleteProfile = () => useMutation(deleteProfileMutation());

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `jobboard-my-data-YYYY-MM-DD.json`: the day (the visitor's own) the data was exported. */
export function myDataFileName(exportedAt: string): string {
  const day = new Date(exportedAt);
  return `jobboard-my-data-${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}.json`;
}

/**
 * Downloads everything kept about the candidate (exportMyData) and saves it as a JSON file; the
 * file's name is the mutation's result. Never kept in the cache: it is personal data, and every
 * click asks for the data as it is now.
 */
export function useDownloadMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const data = await queryClient.fetchQuery({
        ...exportMyDataOptions(),
        staleTime: 0,
        gcTime: 0,
      });
      const fileName = myDataFileName(data.exported_at);
      saveTextFile(`${JSON.stringify(data, null, 2)}\n`, fileName, 'application/json');
      return fileName;
    },
  });
}

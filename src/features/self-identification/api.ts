import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getJobSelfIdentificationReportOptions,
  getMySelfIdentificationOptions,
  getMySelfIdentificationQueryKey,
  getSelfIdentificationSettingsOptions,
  getSelfIdentificationSettingsQueryKey,
  submitMySelfIdentificationMutation,
  updateSelfIdentificationSettingsMutation,
} from '@generated/@tanstack/react-query.gen';
import type { SelfIdentificationInvitation } from '@generated/types.gen';

/**
 * The self-identification feature's queries and mutations (decision 009): the company's forms
 * (owners and admins), a candidate's invitation for one application and their one answer, and a
 * job's aggregate report (owners). The answers are never read back: the server keeps them apart.
 */

/** Which forms the company offers (the settings section reads and edits it). */
export function selfIdentificationSettingsOptions(employerId: string) {
  return getSelfIdentificationSettingsOptions({ path: { employerId } });
}

/** The self-identification invitation of one of the candidate's applications. */
export function invitationOptions(applicationId: string) {
  return getMySelfIdentificationOptions({ path: { applicationId } });
}

/** A job's aggregate report (owners only). */
export function reportOptions(employerId: string, jobId: string) {
  return getJobSelfIdentificationReportOptions({ path: { employerId, jobId } });
}

/** Saves the company's forms; the answer becomes the cached settings. */
export function useUpdateSelfIdentificationSettings(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSelfIdentificationSettingsMutation(),
    onSuccess: (settings) =>
      queryClient.setQueryData(
        getSelfIdentificationSettingsQueryKey({ path: { employerId } }),
        settings,
      ),
  });
}

/** Sends the candidate's answers (or their decline); the answer becomes the cached invitation. */
export function useSubmitSelfIdentification(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...submitMySelfIdentificationMutation(),
    onSuccess: (invitation: SelfIdentificationInvitation) =>
      queryClient.setQueryData(
        getMySelfIdentificationQueryKey({ path: { applicationId } }),
        invitation,
      ),
  });
}

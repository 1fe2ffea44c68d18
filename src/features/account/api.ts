import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePasswordMutation,
  getUserSettingsOptions,
  updateCurrentUserMutation,
  updateUserSettingsMutation,
} from '@generated/@tanstack/react-query.gen';
import type { NotificationSettings } from '@generated/types.gen';
import { currentUserOptions } from '@/lib/api/shared-queries';
import { session } from '@/lib/session/session-store';

/**
 * The account feature's queries and mutations (decision 009): the notification settings query
 * the page and its route loaders share, and one hook per operation that owns its cache effects.
 */

/** The signed-in user's notification switches (candidate and employer settings pages). */
export const notificationSettingsOptions = () => getUserSettingsOptions();

export type SettingKey = keyof NotificationSettings;

/** A switch one save changed, with the value it had before. */
interface SettingChange {
  key: SettingKey;
  before: boolean;
  after: boolean;
}

/**
 * Saves the notification switches, optimistically: the cache shows the new values at once, and a
 * failed save puts back only the switches it changed (other saves may have succeeded meanwhile).
 * Saves overlap (each switch saves at once), and every one of them must confirm or roll back, so
 * the UI effects are given here rather than to mutate() (which calls back for the latest only).
 */
export function useUpdateNotificationSettings(effects: {
  onSaved: (changed: SettingChange[]) => void;
  onFailed: (error: unknown, changed: SettingChange[]) => void;
}) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationSettingsOptions();
  return useMutation({
    ...updateUserSettingsMutation(),
    onMutate: async ({ body }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const changed: SettingChange[] = (Object.keys(body) as SettingKey[])
        .filter((key) => previous && previous[key] !== body[key])
        .map((key) => ({ key, before: previous![key], after: body[key] }));
      queryClient.setQueryData(queryKey, body);
      return { changed };
    },
    onError: (error, _variables, context) => {
      const changed = context?.changed ?? [];
      queryClient.setQueryData(queryKey, (now) =>
        now ? changed.reduce((acc, { key, before }) => ({ ...acc, [key]: before }), now) : now,
      );
      effects.onFailed(error, changed);
    },
    onSuccess: (_saved, _variables, context) => effects.onSaved(context?.changed ?? []),
  });
}

/** Saves the signed-in user's name and phone; the answer goes into the session (the header shows it) and the cache. */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCurrentUserMutation(),
    onSuccess: (saved) => {
      session.setUser(saved);
      queryClient.setQueryData(currentUserOptions().queryKey, saved);
    },
  });
}

/** Changes the signed-in user's password (nothing cached changes). */
export const useChangePassword = () => useMutation(changePasswordMutation());

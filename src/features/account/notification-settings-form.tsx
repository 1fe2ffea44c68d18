import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { failureMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { notificationSettingsOptions, useUpdateNotificationSettings, type SettingKey } from './api';

export type NotificationAudience = 'candidate' | 'employer';

interface SettingInfo {
  key: SettingKey;
  description: string;
}

/** The switches each audience sees (the contract's NotificationSettings says which screen shows which). */
const NOTIFICATION_SETTINGS: Record<NotificationAudience, SettingInfo[]> = {
  candidate: [
    { key: 'job_alerts', description: 'New jobs that match your profile and searches.' },
    {
      key: 'application_updates',
      description: 'When an employer changes the status of your application.',
    },
    { key: 'newsletter', description: 'Career advice and hiring trends, about once a month.' },
    { key: 'product_updates', description: 'New features and changes to the job board.' },
  ],
  employer: [
    { key: 'new_applications', description: 'An email when someone applies to one of your jobs.' },
    {
      key: 'team_changes',
      description: 'When someone joins, leaves or changes role in your team.',
    },
  ],
};

const LABELS: Record<SettingKey, string> = {
  job_alerts: 'Job alerts',
  application_updates: 'Application updates',
  newsletter: 'Newsletter',
  product_updates: 'Product updates',
  new_applications: 'New applications',
  team_changes: 'Team changes',
};

/**
 * Notification switches for candidates or employers. Each change is saved at once: the switch
 * flips immediately (optimistic), a toast confirms, and a failed save flips it back with an error
 * toast. The POST carries all six switches (the others unchanged, as the contract asks).
 */
export function NotificationSettingsForm({ audience }: { audience: NotificationAudience }) {
  const baseId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(notificationSettingsOptions());
  const save = useUpdateNotificationSettings({
    onSaved: (changed) => {
      for (const { key, after } of changed) {
        void notify(`${LABELS[key]} ${after ? 'turned on' : 'turned off'}`, {
          severity: 'success',
        });
      }
    },
    onFailed: (error, changed) => {
      const labels = changed.map(({ key }) => `"${LABELS[key]}"`).join(', ') || 'your change';
      void notify(`We couldn't save ${labels}`, {
        severity: 'error',
        detail: `Your change was undone. ${failureMessage(error)}`,
      });
    },
  });

  const toggle = (key: SettingKey, value: boolean) => {
    const current = queryClient.getQueryData(notificationSettingsOptions().queryKey);
    if (!current) return;
    save.mutate({ body: { ...current, [key]: value } });
  };

  const items = NOTIFICATION_SETTINGS[audience];

  return (
    <SettingsSection
      title="Email notifications"
      description="Choose which emails you receive. Changes are saved at once."
    >
      {settings.isPending ? (
        <div role="status" className="flex flex-col divide-y rounded-xl border bg-card">
          <span className="sr-only">Loading your notification settings…</span>
          {items.map((item) => (
            <div key={item.key} className="flex items-center justify-between gap-4 p-4">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-64" />
              </div>
              <Skeleton rounded="full" className="h-5 w-9" />
            </div>
          ))}
        </div>
      ) : settings.isError ? (
        <QueryErrorAlert
          title="We couldn't load your notification settings."
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card">
          {items.map((item) => {
            const id = `${baseId}-${item.key}`;
            return (
              <li key={item.key} className="flex items-center justify-between gap-4 p-4">
                <div className="flex flex-col gap-0.5">
                  <label htmlFor={id} className="text-sm font-medium">
                    {LABELS[item.key]}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-muted-foreground">
                    {item.description}
                  </p>
                </div>
                <Switch
                  id={id}
                  checked={settings.data[item.key]}
                  aria-describedby={`${id}-description`}
                  onCheckedChange={(value) => toggle(item.key, value)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}

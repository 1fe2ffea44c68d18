import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { ProfileLayout } from './profile-layout';
import { TabNav } from './tab-nav';

/** Layout "profile-setting": the account area with the settings tabs. */
export function ProfileSettingLayout() {
  return (
    <ProfileLayout>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <TabNav
          label="Settings"
          items={[
            { to: paths.settingsNotification(), label: 'Notification' },
            { to: paths.settingsSecurity(), label: 'Security' },
          ]}
        />
        <Outlet />
      </div>
    </ProfileLayout>
  );
}

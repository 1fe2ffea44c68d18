import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { EmployerDashboardLayout } from './employer-dashboard-layout';
import { TabNav } from './tab-nav';

/** Layout "employer-profile-setting": the employer's own profile, notification and security. */
export function EmployerProfileSettingLayout() {
  return (
    <EmployerDashboardLayout>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight">Profile settings</h1>
        <TabNav
          label="Profile settings"
          items={[
            { to: paths.employer.profileUser(), label: 'Profile' },
            { to: paths.employer.profileNotification(), label: 'Notification' },
            { to: paths.employer.profileSecurity(), label: 'Security' },
          ]}
        />
        <Outlet />
      </div>
    </EmployerDashboardLayout>
  );
}

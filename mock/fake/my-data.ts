// What exportMyData answers: everything the fake keeps about one candidate (the contract's
// MyDataExport), each part in the shape the candidate's own calls already give it.
import type * as T from '../../generated/types.gen';
import type { Ctx } from './http';
import type { ProfileRecord, UserRecord } from './store';
import { location, newestFirst, timestamp, toCandidateApplication, toProfile } from './views';
import { settingsOf } from './handlers/account';
import { toJobAlert } from './handlers/job-alerts';
import { savedOf, toSavedJob } from './handlers/saved-jobs';

function signInMethods(user: UserRecord): T.MyDataAccount['sign_in_methods'] {
  return [
    ...(user.password !== null ? (['password'] as const) : []),
    ...(user.google ? (['google'] as const) : []),
    ...(user.linkedin ? (['linkedin'] as const) : []),
  ];
}

export function myData(ctx: Ctx, user: UserRecord, profile: ProfileRecord): T.MyDataExport {
  const { store } = ctx;
  const shown = toProfile(ctx, profile, user);
  return {
    exported_at: timestamp(ctx),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      date_joined: user.date_joined,
      sign_in_methods: signInMethods(user),
      notification_settings: settingsOf(ctx, user.id),
    },
    profile: {
      headline: profile.headline,
      summary: profile.summary,
      profile_image: shown.profile_image,
      location: location(store, profile.location_id),
      links: { ...profile.links },
      skills: [...profile.skills],
    },
    // Metadata only: the files stay in storage, and a signed link would expire in the saved file.
    resumes: shown.resumes.map((r) => ({
      id: r.id,
      file_name: r.file_name,
      size_bytes: r.size_bytes,
      uploaded_at: r.uploaded_at,
    })),
    applications: store.applications
      .filter((a) => a.candidate_id === user.id)
      .sort(newestFirst('applied_at'))
      .flatMap((a) => {
        const job = store.jobs.find((j) => j.id === a.job_id);
        return job ? [toCandidateApplication(ctx, a, job)] : [];
      }),
    saved_jobs: savedOf(ctx, user).map(({ row, job }) => toSavedJob(ctx, job, row.saved_at)),
    job_alerts: store.jobAlerts
      .filter((a) => a.user_id === user.id)
      .sort(newestFirst('created_at'))
      .map(toJobAlert),
  };
}

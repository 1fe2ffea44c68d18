// Over 400 lines on purpose: one seed builds one consistent universe from the contract examples, and
// every table the handlers share is declared beside it.
// The fake's in-memory database, seeded from the contract's named examples (they are one universe:
// ids and slugs agree). Everything a handler serves is derived from these records, so a write shows
// up in every read that should see it. `seed()` builds a fresh copy; the server keeps one and
// replaces it on start and on POST /__reset.
import type * as T from '../../generated/types.gen';
import { example, exampleRequest, examples } from './contract';
import { seedFiles } from './seed-files';
import { tokenDigest } from './tokens';
import { seedJobViews } from './insights';

export interface UserRecord {
  id: string;
  name: string | null;
  email: string;
  access_type: T.AccessType;
  phone: string | null;
  /** Plain text: this is a local fake with documented dev passwords, never a real store. */
  password: string | null;
  google: boolean;
  linkedin: boolean;
  /** False for magic-link sign-ups that have not confirmed (an invitation creates no account). */
  confirmed: boolean;
  date_joined: string;
}

export interface EmployerRecord {
  id: string;
  slug: string;
  name: string;
  logo_key: string | null;
  website: string | null;
  description: string | null;
  industry: string | null;
  size: T.CompanySize | null;
  headquarters_id: string | null;
  phone: string | null;
  social_links: T.SocialLinks;
}

export interface MembershipRecord {
  employer_id: string;
  user_id: string;
  role: T.CompanyRole;
  status: T.TeamMemberStatus;
  invited_at: string | null;
  joined_at: string | null;
}

/**
 * A team invitation: no account is created for it. Its token is the only credential of
 * the emailed link, bound to `email`; `id` is the invited row's `user_id` in the team list.
 */
export interface InvitationRecord {
  id: string;
  employer_id: string;
  /** Lower-cased. */
  email: string;
  role: T.CompanyRole;
  /** SHA-256 of the emailed link's token (`tokenDigest`); the token itself is never kept. */
  token_digest: string;
  /** Who sent it (null when that account is gone). */
  invited_by: string | null;
  invited_at: string;
  expires_at: string;
  /** Expiry is derived from `expires_at`; revoking deletes the record. */
  status: 'pending' | 'accepted' | 'declined';
}

export interface JobRecord {
  id: string;
  slug: string;
  title: string;
  employer_id: string;
  location_ids: string[];
  employment_type: T.EmploymentType;
  workplace_type: T.WorkplaceType;
  seniority: T.Seniority;
  salary: T.Salary | null;
  /** The general description of benefits (JobInput.benefits); absent or null when none. */
  benefits?: string | null;
  skills: string[];
  description: string;
  status: T.JobStatus;
  published_at: string | null;
  valid_through: string | null;
  created_at: string;
  updated_at: string;
  /** Screening questions in order, each with its version (mock/fake/screening.ts). */
  questions: T.ScreeningQuestion[];
}

export interface ApplicationRecord {
  id: string;
  job_id: string;
  /** Null once the candidate deleted their account (the employer keeps the application). */
  candidate_id: string | null;
  applicant_name: string;
  email: string;
  phone: string | null;
  resume_key: string;
  resume_file_name: string;
  cover_letter: string | null;
  answers: T.ApplicationAnswer[];
  status: T.ApplicationStatus;
  applied_at: string;
  /** Every status it had, oldest first: `submitted` at `applied_at` (by null), then each move (by the employer user). */
  history: { status: T.ApplicationStatus; at: string; by: string | null }[];
  /** When the candidate withdrew it; null while it stands. */
  withdrawn_at: string | null;
  /** Screening answers as given: the question's version and prompt at the time. */
  screening: T.ScreeningAnswer[];
  /** When the candidate's personal data was removed (mock/fake/anonymise.ts); absent or null while kept. */
  anonymised_at?: string | null;
  /** The candidate consented to be kept for future roles (ApplicationSubmit.keep_for_future_roles). */
  keep_for_future_roles?: boolean;
  /** A hold from the retention sweep (setApplicationRetentionHold); absent or null when none. */
  retention_hold?: T.RetentionHold | null;
  /** When the retention sweep emailed the candidate its notice (mock/fake/retention.ts). */
  retention_notice_at?: string | null;
}

/** A company's own retention period (updateEmployerRetention); absent: the contract's default. */
interface RetentionPolicyRecord {
  retention_months: number;
  updated_at: string;
}

/** A team member's note on an application (application-notes): internal to the company. */
export interface NoteRecord {
  id: string;
  application_id: string;
  /** The writer's user id (an unknown one reads as "Former member"). */
  author_id: string;
  body: string;
  created_at: string;
  updated_at: string;
}

/**
 * A candidate's voluntary self-identification for one application (the self-identification tag):
 * its own table, keyed by the application id and never part of ApplicationRecord, so no employer
 * view can serialize it; deleting an application's record is `store.selfIdentifications.delete(id)`.
 */
export interface SelfIdentificationRecord {
  application_id: string;
  /** True when the candidate declined the whole invitation (then `answers` is empty). */
  declined: boolean;
  /** The answers given, by SelfIdentificationSubmit field; a skipped question is absent. */
  answers: Partial<Record<T.SelfIdentificationQuestionReport['field'], string>>;
  responded_at: string;
}

/** A counted view of a job's public page (job insights; mock/fake/insights.ts). */
export interface JobViewRecord {
  job_id: string;
  /** The account (`user:<id>`) or the day's salted hash of address and User-Agent (`anon:<hex>`). */
  visitor: string;
  viewed_at: string;
}

export interface ProfileRecord {
  id: string;
  user_id: string;
  profile_image_key: string | null;
  headline: string | null;
  summary: string | null;
  location_id: string | null;
  links: T.ProfileLinks;
  skills: string[];
}

export interface ResumeRecord {
  id: string;
  user_id: string;
  file_name: string;
  key: string;
  size_bytes: number;
  uploaded_at: string;
}

/** A job a candidate saved (the saved-jobs tag, since 3.3.0). */
interface SavedJobRecord {
  user_id: string;
  job_id: string;
  saved_at: string;
}

/** A candidate's job alert (3.3.0): a saved search emailed daily or weekly (handlers/job-alerts.ts). */
export interface JobAlertRecord {
  id: string;
  user_id: string;
  name: string;
  frequency: T.JobAlertFrequency;
  paused: boolean;
  search: T.JobAlertSearch;
  created_at: string;
  last_sent_at: string | null;
}

export interface FileRecord {
  content_type: string;
  bytes: Buffer;
}

interface TicketRecord {
  key: string;
  purpose: T.UploadPurpose;
  content_type: string;
  max_bytes: number;
  user_id: string | null;
  expires_at: number;
}

export interface Store {
  locations: T.Location[];
  users: UserRecord[];
  employers: EmployerRecord[];
  memberships: MembershipRecord[];
  invitations: InvitationRecord[];
  jobs: JobRecord[];
  applications: ApplicationRecord[];
  /** Notes on applications (application-notes). */
  notes: NoteRecord[];
  /** Counted views of public job pages (job insights). */
  jobViews: JobViewRecord[];
  profiles: ProfileRecord[];
  resumes: ResumeRecord[];
  savedJobs: SavedJobRecord[];
  settings: Map<string, T.NotificationSettings>;
  jobAlerts: JobAlertRecord[];
  /** Uploaded (and seeded) files by storage key. */
  files: Map<string, FileRecord>;
  /** Upload tickets by key, until their file arrives. */
  tickets: Map<string, TicketRecord>;
  /** Magic-link keys: key -> email. */
  signupKeys: Map<string, { email: string; expires_at: number }>;
  /** Password-reset tokens: token -> user id. */
  resetTokens: Map<string, { user_id: string; expires_at: number }>;
  /** The contract's example tokens, accepted as sessions of their users: token -> expiry (ms). */
  seededTokens: Map<string, number>;
  /** What the backend would have emailed (the dev mail catcher: GET /__mail on the fake). */
  outbox: {
    to: string;
    subject: string;
    link: string;
    sent_at: string;
    /** The email's text and every link in it, when a sender gives them (job alert digests). */
    body?: string;
    links?: string[];
  }[];
  /** jti of refresh tokens used (they rotate) and of tokens of deleted accounts. */
  revokedJtis: Set<string>;
  /** Sign-ins (refresh token families) by their `sid` claim: revoked together, 30 days at most. */
  sessions: Map<string, { user_id: string; started_at: number; revoked: boolean }>;
  /** Social sign-ins under way (the state the API keeps between start and the provider's callback). */
  socialFlows: Map<
    string,
    {
      provider: string;
      redirect_url: string;
      state: string;
      code_challenge: string;
      expires_at: number;
    }
  >;
  /** One-time social sign-in codes (60 s) and the PKCE challenge they are bound to. */
  socialCodes: Map<string, { user_id: string; code_challenge: string; expires_at: number }>;
  /** Throttled calls' attempts (ms timestamps) by operation|account|address (mock/fake/throttle.ts). */
  attempts: Map<string, number[]>;
  /** The self-identification forms each company offers, by employer id (none when absent). */
  selfIdentificationForms: Map<string, T.SelfIdentificationForm[]>;
  /** Voluntary self-identification answers, by application id: apart from the applications. */
  selfIdentifications: Map<string, SelfIdentificationRecord>;
  /** Companies' own retention periods by employer id (data-retention); absent: the default. */
  retention: Map<string, RetentionPolicyRecord>;
  /** The retention sweep's audit lines, oldest first: no personal data (T.RetentionAuditEntry). */
  retentionAudit: T.RetentionAuditEntry[];
  /** The UTC day (YYYY-MM-DD) the retention sweep last ran (mock/fake/retention.ts). */
  retentionSweptOn: string | null;
}

/** One password for every seeded account (README). */
export const DEV_PASSWORD = 'correct-horse-battery-staple';

/** The moment the contract's examples describe ("now" in that universe). */
export const SEED_MOMENT = '2025-11-21T12:00:00Z';

const DAY_MS = 24 * 3600 * 1000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Moves every date-time string in a value by whole days (so the seed reads as recent, whatever today is). */
function shiftDates<V>(value: V, days: number): V {
  if (days === 0) return value;
  if (typeof value === 'string') {
    return (
      DATE_TIME.test(value)
        ? new Date(Date.parse(value) + days * DAY_MS).toISOString().replace('.000Z', 'Z')
        : value
    ) as V;
  }
  if (Array.isArray(value)) return value.map((v) => shiftDates(v, days)) as V;
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Map) &&
    !(value instanceof Set) &&
    !Buffer.isBuffer(value)
  ) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDates(v, days)])) as V;
  }
  return value;
}

/** The storage key hidden in an example's S3 URL (`https://bucket/…/key?signature`). */
const keyOfUrl = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/+/, ''));

const logoKey = (slug: string) => `seed/logos/${slug}.svg`;

type ListItem = T.JobListItem &
  Partial<Omit<T.EmployerJobDetail, 'questions'>> & { has_applied?: boolean };

/** By how many whole days seed(now) moves the examples' dates. */
const seedShiftDays = (now: Date) => Math.floor((now.getTime() - Date.parse(SEED_MOMENT)) / DAY_MS);

/** The examples' moment as seed(now) moved it (the seed's "now"), in ms. */
export const seededMoment = (now: Date) => Date.parse(SEED_MOMENT) + seedShiftDays(now) * DAY_MS;

/**
 * A fresh store from the contract's examples. `now` decides how far the examples' dates move:
 * by whole days, so that SEED_MOMENT becomes today (pass SEED_MOMENT itself to keep them as written).
 */
export function seed(now: Date): Store {
  const days = seedShiftDays(now);
  const store = buildSeed();
  return {
    ...shiftDates(
      {
        locations: store.locations,
        users: store.users,
        employers: store.employers,
        memberships: store.memberships,
        invitations: store.invitations,
        jobs: store.jobs,
        applications: store.applications,
        notes: [] as NoteRecord[],
        jobViews: seedJobViews(SEED_MOMENT),
        profiles: store.profiles,
        resumes: store.resumes,
        savedJobs: store.savedJobs,
      },
      days,
    ),
    settings: store.settings,
    jobAlerts: [],
    files: store.files,
    tickets: new Map(),
    signupKeys: new Map(),
    resetTokens: new Map(),
    seededTokens: new Map(
      [...store.seededTokens].map(([token, lifetime]) => [token, now.getTime() + lifetime]),
    ),
    outbox: [],
    revokedJtis: new Set(),
    sessions: new Map(),
    socialFlows: new Map(),
    socialCodes: new Map(),
    attempts: new Map(),
    selfIdentificationForms: new Map(),
    selfIdentifications: new Map(),
    retention: new Map(),
    retentionAudit: [],
    retentionSweptOn: null,
  };
}

function buildSeed() {
  const locations = new Map<string, T.Location>();
  const addLocation = (l: T.Location | null | undefined) => {
    if (l && !locations.has(l.id)) locations.set(l.id, l);
  };
  example<T.PaginatedLocationList>('/public/locations/', 'get', '200').results.forEach(addLocation);

  // Employers: the two full company pages, then every company a job card names.
  const employers = new Map<string, EmployerRecord>();
  for (const e of Object.values(
    examples<T.Employer>('/v2/public/employers/{employerSlug}/', 'get', '200'),
  )) {
    addLocation(e.headquarters);
    employers.set(e.id, {
      id: e.id,
      slug: e.slug,
      name: e.name,
      logo_key: e.logo_url ? logoKey(e.slug) : null,
      website: e.website,
      description: e.description,
      industry: e.industry,
      size: e.size,
      headquarters_id: e.headquarters?.id ?? null,
      phone: e.phone,
      social_links: e.social_links,
    });
  }

  // Jobs: the employer view of Northwind (statuses, audit times), then every published card.
  const descriptions = new Map<string, string>();
  const questions = new Map<string, T.ScreeningQuestion[]>();
  for (const j of Object.values(examples<T.Job>('/v2/public/jobs/{jobSlug}/', 'get', '200')))
    descriptions.set(j.id, j.description);
  for (const j of Object.values(
    examples<T.EmployerJobDetail>('/v2/employers/{employerId}/jobs/{jobId}/', 'get', '200'),
  )) {
    descriptions.set(j.id, j.description);
    questions.set(j.id, j.questions);
  }
  const jobs = new Map<string, JobRecord>();
  const addJob = (j: ListItem) => {
    j.locations.forEach(addLocation);
    if (!employers.has(j.employer.id)) {
      employers.set(j.employer.id, {
        id: j.employer.id,
        slug: j.employer.slug,
        name: j.employer.name,
        logo_key: j.employer.logo_url ? logoKey(j.employer.slug) : null,
        website: null,
        description: null,
        industry: null,
        size: null,
        headquarters_id: j.locations[0]?.city ? j.locations[0].id : null,
        phone: null,
        social_links: {},
      });
    }
    if (jobs.has(j.id)) return;
    const published = j.published_at ?? null;
    jobs.set(j.id, {
      id: j.id,
      slug: j.slug,
      title: j.title,
      employer_id: j.employer.id,
      location_ids: j.locations.map((l) => l.id),
      employment_type: j.employment_type,
      workplace_type: j.workplace_type,
      seniority: j.seniority,
      salary: j.salary,
      skills: j.skills,
      description: descriptions.get(j.id) ?? defaultDescription(j),
      status: j.status ?? 'published',
      published_at: published,
      valid_through: j.valid_through,
      created_at: j.created_at ?? published ?? SEED_MOMENT,
      updated_at: j.updated_at ?? published ?? SEED_MOMENT,
      questions: questions.get(j.id) ?? [],
    });
  };
  example<T.PaginatedEmployerJobList>(
    '/v2/employers/{employerId}/jobs/',
    'get',
    '200',
  ).results.forEach(addJob);
  example<T.PaginatedJobList>('/v2/public/jobs/', 'get', '200').results.forEach(addJob);
  Object.values(examples<T.Job>('/v2/public/jobs/{jobSlug}/', 'get', '200')).forEach(addJob);
  const applied = example<T.PaginatedAppliedJobList>(
    '/v2/profile/applied-jobs/',
    'get',
    '200',
  ).results;
  // An applied job's `status` is the application's, not the job's: keep only the card.
  applied.forEach(({ application_id: _a, status: _s, applied_at: _t, ...card }) => addJob(card));

  // Users: the signed-in examples, the Northwind team, the applicants.
  const users = new Map<string, UserRecord>();
  const addUser = (u: Pick<UserRecord, 'id' | 'email' | 'name'> & Partial<UserRecord>) => {
    if (users.has(u.id)) return;
    users.set(u.id, {
      access_type: 'candidate',
      phone: null,
      password: DEV_PASSWORD,
      google: false,
      linkedin: false,
      confirmed: true,
      date_joined: '2025-01-15T09:00:00Z',
      ...u,
    });
  };
  const memberships: MembershipRecord[] = [];
  const userExamples = examples<T.User>('/v2/user/', 'get', '200');
  for (const [variant, u] of Object.entries(userExamples)) {
    addUser({
      id: u.id,
      email: u.email,
      name: u.name,
      phone: u.phone,
      access_type: u.access_type,
      // Sign-in methods: Maya has all three (the "allMethods" example), Daniel only Google
      // ("googleOnly"), Sofia password and LinkedIn, the others a password only.
      google: variant === 'candidate' || variant === 'employerNoCompany',
      linkedin: variant === 'candidate' || variant === 'employerSeveralCompanies',
      password: variant === 'employerNoCompany' ? null : DEV_PASSWORD,
    });
    for (const m of u.employers) {
      memberships.push({
        employer_id: m.employer_id,
        user_id: u.id,
        role: m.role,
        status: 'active',
        invited_at: null,
        joined_at: '2024-03-04T10:00:00Z',
      });
    }
  }
  const northwind = [...employers.values()].find((e) => e.slug === 'northwind-analytics');
  // Pending invitations are invitations, not accounts; the one getInvitation's example shows keeps
  // that example's token, so the link `/employer/invitation/{token}` works on the local backend.
  const invitations: InvitationRecord[] = [];
  const shownInvitation = example<T.Invitation>('/v2/invitations/lookup/', 'post', '200');
  const shownToken = exampleRequest<T.InvitationTokenRequest>('/v2/invitations/lookup/').token;
  const teamExample = example<T.PaginatedTeamMemberList>(
    '/v2/employers/{employerId}/users/',
    'get',
    '200',
  ).results;
  const inviter = teamExample.find((m) => m.role === 'owner' && m.status === 'active');
  for (const m of teamExample) {
    if (m.status === 'invited') {
      const invitedAt = m.invited_at ?? SEED_MOMENT;
      invitations.push({
        id: m.user_id,
        employer_id: northwind?.id ?? '',
        email: m.email.toLowerCase(),
        role: m.role,
        token_digest: tokenDigest(
          m.email === shownInvitation.email ? shownToken : `seed-${m.user_id}`,
        ),
        invited_by: inviter?.user_id ?? null,
        invited_at: invitedAt,
        expires_at: m.expires_at ?? new Date(Date.parse(invitedAt) + 7 * DAY_MS).toISOString(),
        status: 'pending',
      });
      continue;
    }
    addUser({
      id: m.user_id,
      email: m.email,
      name: m.name,
      access_type: 'employer',
    });
    const existing = memberships.find(
      (x) => x.employer_id === northwind?.id && x.user_id === m.user_id,
    );
    const row = {
      employer_id: northwind?.id ?? '',
      user_id: m.user_id,
      role: m.role,
      status: m.status,
      invited_at: m.invited_at,
      joined_at: m.joined_at,
    };
    if (existing) Object.assign(existing, row);
    else memberships.push(row);
  }

  // Applications: the applicants of the Northwind job detail, and Maya's applied jobs.
  const applications: ApplicationRecord[] = [];
  /** Who moved seeded applications: the company's first active owner (null when it has none seeded). */
  const ownerOf = (employerId: string) =>
    memberships.find(
      (m) => m.employer_id === employerId && m.role === 'owner' && m.status === 'active',
    )?.user_id ?? null;
  for (const detail of Object.values(
    examples<T.EmployerJobDetail>('/v2/employers/{employerId}/jobs/{jobId}/', 'get', '200'),
  )) {
    for (const a of detail.applications) {
      addUser({ id: a.candidate_id, email: a.email, name: a.applicant_name, phone: a.phone });
      applications.push({
        id: a.id,
        job_id: detail.id,
        candidate_id: a.candidate_id,
        applicant_name: a.applicant_name,
        email: a.email,
        phone: a.phone,
        resume_key: keyOfUrl(a.resume_url),
        resume_file_name: a.resume_file_name,
        cover_letter: a.cover_letter,
        answers: a.answers,
        status: a.status,
        applied_at: a.applied_at,
        ...seedHistory(a.status, a.applied_at, ownerOf(detail.employer.id)),
        screening: a.screening,
      });
    }
  }

  // Maya's profile and resumes; her applications use her first resume.
  const maya = userExamples.candidate;
  const profileExample = example<T.Profile>('/v2/profile/', 'get', '200', 'default');
  addLocation(profileExample.location);
  const resumes: ResumeRecord[] = profileExample.resumes.map((r) => ({
    id: r.id,
    user_id: maya?.id ?? '',
    file_name: r.file_name,
    key: keyOfUrl(r.url),
    size_bytes: r.size_bytes,
    uploaded_at: r.uploaded_at,
  }));
  const profiles: ProfileRecord[] = [
    {
      id: profileExample.id,
      user_id: maya?.id ?? '',
      profile_image_key: profileExample.profile_image ? `seed/avatars/${maya?.id}.svg` : null,
      headline: profileExample.headline,
      summary: profileExample.summary,
      location_id: profileExample.location?.id ?? null,
      links: profileExample.links,
      skills: profileExample.skills,
    },
  ];
  const firstResume = resumes[0];
  for (const a of applied) {
    if (!maya || !firstResume) break;
    applications.push({
      id: a.application_id,
      job_id: a.id,
      candidate_id: maya.id,
      applicant_name: maya.name ?? maya.email,
      email: maya.email,
      phone: maya.phone,
      resume_key: firstResume.key,
      resume_file_name: firstResume.file_name,
      cover_letter: null,
      answers: [],
      status: a.status,
      applied_at: a.applied_at,
      ...seedHistory(a.status, a.applied_at, ownerOf(a.employer.id)),
      screening: [],
    });
  }

  // Maya's saved jobs: listSavedJobs' example (one of them closed since she saved it).
  const savedJobs: SavedJobRecord[] = maya
    ? example<T.PaginatedSavedJobList>('/v2/profile/saved-jobs/', 'get', '200').results.map(
        (j) => ({ user_id: maya.id, job_id: j.id, saved_at: j.saved_at }),
      )
    : [];

  // Notification settings: the candidate and employer examples by access type.
  const settingsExamples = examples<T.NotificationSettings>('/v2/user/settings/', 'get', '200');
  const settings = new Map<string, T.NotificationSettings>();
  for (const u of users.values()) {
    const s = u.access_type === 'employer' ? settingsExamples.employer : settingsExamples.candidate;
    if (s) settings.set(u.id, { ...s });
  }

  // Tokens: every example token is a session of its user, which expires as any other (an access
  // token 15 minutes after the seed, a refresh token 14 days) and is revoked as any other.
  const seededTokens = new Map<string, number>();
  const refreshed = example<T.AuthTokens>('/v2/auth/token/refresh/', 'post', '200');
  for (const l of [
    ...Object.values(examples<T.LoginResponse>('/v2/auth/login/', 'post', '200')),
    refreshed,
  ]) {
    // Their lifetimes here; seed() turns them into moments from its `now`.
    seededTokens.set(l.access, 15 * 60 * 1000);
    seededTokens.set(l.refresh, 14 * 24 * 3600 * 1000);
  }

  const employerList = [...employers.values()];
  return {
    locations: [...locations.values()].sort((a, b) => a.name.localeCompare(b.name)),
    users: [...users.values()],
    employers: employerList,
    memberships,
    invitations,
    jobs: [...jobs.values()],
    applications,
    profiles,
    resumes,
    savedJobs,
    settings,
    files: seedFiles({
      logos: employerList
        .filter((e) => e.logo_key)
        .map((e) => ({ key: e.logo_key ?? '', name: e.name })),
      avatars: profiles
        .filter((p) => p.profile_image_key)
        .map((p) => ({ key: p.profile_image_key ?? '', name: maya?.name ?? '' })),
      documents: [
        ...resumes.map((r) => ({ key: r.key, name: r.file_name })),
        ...applications.map((a) => ({ key: a.resume_key, name: a.resume_file_name })),
      ],
    }),
    seededTokens,
  };
}

/**
 * A seeded application's status history: submitted when it was made, its current status one day
 * later (moved by the company's owner), and not withdrawn.
 */
function seedHistory(
  status: T.ApplicationStatus,
  appliedAt: string,
  by: string | null,
): Pick<ApplicationRecord, 'history' | 'withdrawn_at'> {
  const history: ApplicationRecord['history'] = [{ status: 'submitted', at: appliedAt, by: null }];
  if (status !== 'submitted') {
    const at = new Date(Date.parse(appliedAt) + DAY_MS).toISOString().replace('.000Z', 'Z');
    history.push({ status, at, by });
  }
  return { history, withdrawn_at: null };
}

function defaultDescription(j: T.JobListItem): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<h3>About the role</h3><p>${escape(j.employer.name)} is hiring a ${escape(j.title)}.</p>` +
    `<h3>What you bring</h3><ul>${j.skills.map((s) => `<li>${escape(s)}</li>`).join('')}</ul>`
  );
}

// The volume seed (`MOCK_VOLUME=3000 npm run mock`, README): one job of Northwind Analytics,
// "Customer Success Associate", with that many applications across the pipeline, and more jobs in
// the company (2,000 unless MOCK_JOBS says otherwise), for local work, e2e and the fake's benchmark
// (scripts/bench-fake.mjs). Deterministic: the same numbers give the same records (a seeded PRNG,
// no clock but the seed's own moment), and 50,000 applications build in well under a second.
import type * as T from '../../generated/types.gen';
import { seedFiles } from './seed-files';
import type { ApplicationRecord, JobRecord, Store } from './store';

export interface Volume {
  /** Applications on the volume job. */
  applications: number;
  /** More jobs in the company. */
  jobs: number;
}

/** The volume job (README): its id and slug never change. */
export const VOLUME_JOB = {
  id: '5c1d7a3e-9f2b-4c6d-8e1a-3b5f7d9c0a24',
  slug: 'customer-success-associate-northwind',
  title: 'Customer Success Associate',
} as const;

const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const BERLIN = '7eb3ae74-5935-49f2-b073-9f69bc12054f';
const RESUME_KEY = 'seed/resumes/volume/cv.pdf';
const DAY_MS = 24 * 3600 * 1000;

/** The volume job's screening questions: the filters have a yes/no, a choice and a number to bite on. */
export const VOLUME_QUESTIONS: T.ScreeningQuestion[] = [
  {
    id: 'a3c5e7f9-1b2d-4e6f-8a0b-2c4d6e8f0a1b',
    version: 1,
    kind: 'yes_no',
    prompt: 'Are you allowed to work in Germany?',
    required: true,
    options: [],
    knockout_answers: ['no'],
    min: null,
    max: null,
  },
  {
    id: 'b4d6f8a0-2c3e-4f70-9b1c-3d5e7f9a1b2c',
    version: 1,
    kind: 'single_choice',
    prompt: 'How long have you worked in customer support?',
    required: true,
    options: [
      { id: 'none', label: 'Not yet' },
      { id: 'up-to-3', label: '1 to 3 years' },
      { id: 'more-than-3', label: 'More than 3 years' },
    ],
    knockout_answers: ['none'],
    min: null,
    max: null,
  },
  {
    id: 'c5e7f9a1-3d4f-4081-8c2d-4e6f8a0b2c3d',
    version: 1,
    kind: 'number',
    prompt: 'Notice period in weeks',
    required: false,
    options: [],
    knockout_answers: [],
    min: 0,
    max: 26,
  },
];

/**
 * The share of each status, oldest applications first (the shape of a popular job: the oldest
 * reached interviews and offers, the newest wait in submitted and in review). Withdrawn: 1 in 100
 * of the submitted and in review, whatever their status.
 */
const SHARES: [T.ApplicationStatus, number][] = [
  ['offered', 0.01],
  ['interviewing', 0.02],
  ['rejected', 0.03],
  ['in_review', 0.097],
];

/** The count of each status for n applications, oldest block first; the rest are submitted. */
export function volumeStatusCounts(n: number): [T.ApplicationStatus, number][] {
  const blocks = SHARES.map(([status, share]): [T.ApplicationStatus, number] => [
    status,
    Math.round(n * share),
  ]);
  const rest = n - blocks.reduce((sum, [, k]) => sum + k, 0);
  return [...blocks, ['submitted', Math.max(0, rest)]];
}

/** mulberry32: a small seeded PRNG, [0, 1). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST =
  'Amira Lukas Chen Sofia Jonas Priya Tomás Maya Daniel Lea Noah Emma Mehmet Anna Kofi Yuki Marta Felix Aisha Ivan Clara Omar Hannah Luca Zoe Ravi Elif Paul Ines Jakob'.split(
    ' ',
  );
const LAST =
  'Haddad Brandt Wei Marques Weber Natarajan Rivera Okafor Osei Schmidt Müller Yilmaz Kowalski Nguyen Rossi Tanaka Fischer Novak Kaya Berg Mensah Santos Keller Dubois Ahmed Larsen Costa Wagner Ivanova Park'.split(
    ' ',
  );
const ROLES =
  'Account Executive|Backend Engineer|Data Analyst|Customer Support Agent|Product Designer|QA Engineer|Sales Development Representative|Marketing Manager|Site Reliability Engineer|Finance Associate|Recruiter|Technical Writer|Data Engineer|Office Manager|Frontend Engineer|Solutions Consultant|Machine Learning Engineer|Payroll Specialist|Product Manager|Security Engineer'.split(
    '|',
  );

/** The n-th id of a kind of record (a valid version-4 UUID; counted, so cheap and deterministic). */
const idOf = (kind: number, n: number) =>
  `5c1d7a3e-${kind.toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;
const APPLICATION = 1;
const CANDIDATE = 2;
const JOB = 3;

/** A name as the local part of an email address: lower-case ASCII. */
const ascii = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * Adds the volume job, its applications and the company's other jobs to a fresh store. `moment` is
 * the seed's "now" (the examples' moment as seed() moved it): the applications span the 60 days
 * before it, oldest first.
 */
export function addVolume(store: Store, volume: Volume, moment: number): void {
  const random = prng(0x5eed43);
  const owner =
    store.memberships.find(
      (m) => m.employer_id === NORTHWIND && m.role === 'owner' && m.status === 'active',
    )?.user_id ?? null;
  const job: JobRecord = {
    id: VOLUME_JOB.id,
    slug: VOLUME_JOB.slug,
    title: VOLUME_JOB.title,
    employer_id: NORTHWIND,
    location_ids: [BERLIN],
    employment_type: 'full_time',
    workplace_type: 'hybrid',
    seniority: 'entry',
    salary: null,
    skills: ['Customer support', 'Zendesk', 'German', 'English'],
    description:
      '<p>Help 900+ retailers get the most out of Northwind: onboarding, questions, renewals.</p>',
    status: 'published',
    published_at: iso(moment - 70 * DAY_MS),
    valid_through: null,
    created_at: iso(moment - 71 * DAY_MS),
    updated_at: iso(moment - 70 * DAY_MS),
    questions: VOLUME_QUESTIONS,
  };
  store.jobs.push(job);
  store.files = new Map([
    ...store.files,
    ...seedFiles({ logos: [], avatars: [], documents: [{ key: RESUME_KEY, name: 'CV' }] }),
  ]);

  const n = volume.applications;
  const FIRST_ASCII = FIRST.map(ascii);
  const LAST_ASCII = LAST.map(ascii);
  const span = 60 * DAY_MS;
  const [permit, experience, notice] = VOLUME_QUESTIONS as [
    T.ScreeningQuestion,
    T.ScreeningQuestion,
    T.ScreeningQuestion,
  ];
  const statuses = volumeStatusCounts(n).flatMap(([status, k]) =>
    Array.from({ length: k }, () => status),
  );
  for (let i = 0; i < n; i++) {
    const status = statuses[i]!;
    const f = Math.floor(random() * FIRST.length);
    const l = Math.floor(random() * LAST.length);
    const first = FIRST[f]!;
    const last = LAST[l]!;
    const appliedMs = moment - span + Math.floor(((i + random()) * span) / n);
    const appliedAt = iso(appliedMs);
    const allowed = random() < 0.9;
    const years = random();
    const option = experience.options[years < 0.15 ? 0 : years < 0.65 ? 1 : 2]!;
    const screening: T.ScreeningAnswer[] = [
      {
        question_id: permit.id,
        version: 1,
        kind: 'yes_no',
        prompt: permit.prompt,
        answer: allowed ? 'Yes' : 'No',
        knocked_out: !allowed,
      },
      {
        question_id: experience.id,
        version: 1,
        kind: 'single_choice',
        prompt: experience.prompt,
        answer: option.label,
        knocked_out: experience.knockout_answers.includes(option.id),
      },
    ];
    if (random() < 0.7) {
      screening.push({
        question_id: notice.id,
        version: 1,
        kind: 'number',
        prompt: notice.prompt,
        answer: String(Math.floor(random() * 13)),
        knocked_out: false,
      });
    }
    const history: ApplicationRecord['history'] = [
      { status: 'submitted', at: appliedAt, by: null },
    ];
    if (status !== 'submitted') history.push({ status, at: iso(appliedMs + DAY_MS), by: owner });
    const open = status === 'submitted' || status === 'in_review';
    const withdrawn = open && random() < 0.01;
    store.applications.push({
      id: idOf(APPLICATION, i),
      job_id: job.id,
      candidate_id: idOf(CANDIDATE, i),
      applicant_name: `${first} ${last}`,
      email: `${FIRST_ASCII[f]}.${LAST_ASCII[l]}.${i + 1}@example.com`,
      phone: random() < 0.6 ? `+4915${String(Math.floor(random() * 1e9)).padStart(9, '0')}` : null,
      resume_key: RESUME_KEY,
      resume_file_name: `${FIRST_ASCII[f]}-${LAST_ASCII[l]}-cv.pdf`,
      cover_letter: random() < 0.3 ? `I would love to help Northwind's customers, ${first}.` : null,
      answers: screening.map((s) => ({ question: s.prompt, answer: s.answer })),
      status,
      applied_at: appliedAt,
      history,
      withdrawn_at: withdrawn ? iso(Math.min(moment, appliedMs + 2 * DAY_MS)) : null,
      screening,
    });
  }

  for (let i = 0; i < volume.jobs; i++) {
    const role = ROLES[i % ROLES.length]!;
    const title = `${role} ${Math.floor(i / ROLES.length) + 1}`;
    const created = moment - Math.floor(random() * 300 * DAY_MS);
    const pick = random();
    const status: T.JobStatus = pick < 0.8 ? 'published' : pick < 0.9 ? 'closed' : 'draft';
    store.jobs.push({
      id: idOf(JOB, i),
      slug: `${title.toLowerCase().replace(/ /g, '-')}-northwind`,
      title,
      employer_id: NORTHWIND,
      location_ids: [BERLIN],
      employment_type: 'full_time',
      workplace_type: (['on_site', 'hybrid', 'remote'] as const)[i % 3]!,
      seniority: 'mid',
      salary: null,
      skills: [role.split(' ')[0]!],
      description: `<p>Northwind Analytics is hiring a ${title}.</p>`,
      status,
      published_at: status === 'draft' ? null : iso(created + DAY_MS),
      valid_through: null,
      created_at: iso(created),
      updated_at: iso(created + DAY_MS),
      questions: [],
    });
  }
}

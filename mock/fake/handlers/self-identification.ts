// Voluntary self-identification (the contract's `self-identification` tag): the forms a company
// offers, the candidate's one answer per application, the owners' aggregate report per job. The
// answers live in their own table (`store.selfIdentifications`, by application id), never on the
// application record, so no employer view of an application can carry them; the report only counts
// them, with the contract's suppression threshold (`x-self-identification`, generated/rules.gen.ts).
import { selfIdentification } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import type { Handler } from '../http';
import { invalid, problem } from '../http';
import { requirePermission } from '../permissions';
import type { SelfIdentificationRecord, Store } from '../store';
import { companyJob, timestamp } from '../views';
import { ownApplication } from './applications';

type Form = T.SelfIdentificationForm;
type Field = T.SelfIdentificationQuestionReport['field'];

/** The forms in the contract's order (SelfIdentificationForm, `x-self-identification`). */
const FORMS = Object.keys(selfIdentification.forms) as Form[];

/** Each question with its form, in the contract's order. */
const QUESTIONS = FORMS.flatMap((form) =>
  selfIdentification.forms[form].questions.map((q) => ({
    form,
    field: q.field as Field,
    options: q.options.map((o) => o.value as string),
  })),
);

/** A count from 1 to one below this is not shown (the contract's `suppression_threshold`). */
const THRESHOLD = selfIdentification.suppression_threshold;

const inOrder = (forms: readonly Form[]) => FORMS.filter((f) => forms.includes(f));

/** The forms a company offers now (none unless it chose some). */
const formsOf = (store: Store, employerId: string): Form[] =>
  store.selfIdentificationForms.get(employerId) ?? [];

/** A count as the report shows it: 1 to THRESHOLD - 1 suppressed, 0 and the rest shown. */
function shown(count: number, hide = false): T.SuppressedCount {
  return hide || (count > 0 && count < THRESHOLD)
    ? { count: null, suppressed: true }
    : { count, suppressed: false };
}

function toInvitation(
  applicationId: string,
  forms: Form[],
  record: SelfIdentificationRecord | undefined,
): T.SelfIdentificationInvitation {
  const state: T.SelfIdentificationState = record
    ? record.declined
      ? 'declined'
      : 'answered'
    : forms.length
      ? 'open'
      : 'not_offered';
  return {
    application_id: applicationId,
    forms,
    state,
    responded_at: record?.responded_at ?? null,
  };
}

export const getSelfIdentificationSettings: Handler<
  T.GetSelfIdentificationSettingsData,
  T.GetSelfIdentificationSettingsResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'getSelfIdentificationSettings',
  );
  return { status: 200, body: { forms: formsOf(ctx.store, employer.id) } };
};

export const updateSelfIdentificationSettings: Handler<
  T.UpdateSelfIdentificationSettingsData,
  T.UpdateSelfIdentificationSettingsResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'updateSelfIdentificationSettings',
  );
  const forms = req.body.forms;
  if (new Set(forms).size !== forms.length)
    throw invalid({ forms: ['Each form may be chosen once.'] });
  ctx.store.selfIdentificationForms.set(employer.id, inOrder(forms));
  return { status: 200, body: { forms: formsOf(ctx.store, employer.id) } };
};

export const getJobSelfIdentificationReport: Handler<
  T.GetJobSelfIdentificationReportData,
  T.GetJobSelfIdentificationReportResponses
> = (req, ctx) => {
  const { employer } = requirePermission(
    ctx,
    req,
    req.path.employerId,
    'getJobSelfIdentificationReport',
  );
  const job = companyJob(ctx.store, employer.id, req.path.jobId);
  const answered = ctx.store.applications
    .filter((a) => a.job_id === job.id)
    .map((a) => ctx.store.selfIdentifications.get(a.id))
    .filter((r): r is SelfIdentificationRecord => r !== undefined && !r.declined);
  const offered = formsOf(ctx.store, employer.id);
  const questions = QUESTIONS.filter(
    (q) => offered.includes(q.form) || answered.some((r) => r.answers[q.field] !== undefined),
  ).map((q): T.SelfIdentificationQuestionReport => {
    const counts = q.options.map(
      (option) => answered.filter((r) => r.answers[q.field] === option).length,
    );
    const answers = q.options.map((answer, i) => ({ answer, count: shown(counts[i] ?? 0) }));
    const total = counts.reduce((sum, n) => sum + n, 0);
    // A total with a suppressed answer under it would give that answer away (total minus the rest).
    const hidesAnswer = answers.some((a) => a.count.suppressed);
    return { form: q.form, field: q.field, total: shown(total, hidesAnswer), answers };
  });
  return {
    status: 200,
    body: { job_id: job.id, respondents: shown(answered.length), questions },
  };
};

export const getMySelfIdentification: Handler<
  T.GetMySelfIdentificationData,
  T.GetMySelfIdentificationResponses
> = (req, ctx) => {
  const { application, job } = ownApplication(ctx, req);
  const forms = formsOf(ctx.store, job.employer_id);
  const record = ctx.store.selfIdentifications.get(application.id);
  return { status: 200, body: toInvitation(application.id, forms, record) };
};

export const submitMySelfIdentification: Handler<
  T.SubmitMySelfIdentificationData,
  T.SubmitMySelfIdentificationResponses
> = (req, ctx) => {
  const { application, job } = ownApplication(ctx, req);
  const store = ctx.store;
  if (store.selfIdentifications.has(application.id))
    throw problem(
      409,
      'self_identification_already_given',
      'You already answered or declined self-identification for this application.',
    );
  const forms = formsOf(store, job.employer_id);
  if (!forms.length)
    throw problem(
      409,
      'self_identification_not_offered',
      'This company does not offer voluntary self-identification.',
    );
  const { declined = false, ...given } = req.body;
  const answers: SelfIdentificationRecord['answers'] = {};
  const errors: Record<string, string[]> = {};
  for (const q of QUESTIONS) {
    const value = given[q.field];
    if (value === undefined) continue;
    if (declined) errors[q.field] = ['Leave this out when you decline.'];
    else if (!forms.includes(q.form)) errors[q.field] = ['This company does not ask this.'];
    else answers[q.field] = value;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const record: SelfIdentificationRecord = {
    application_id: application.id,
    // Nothing given counts as declining (SelfIdentificationSubmit).
    declined: declined || Object.keys(answers).length === 0,
    answers,
    responded_at: timestamp(ctx),
  };
  store.selfIdentifications.set(application.id, record);
  return { status: 201, body: toInvitation(application.id, forms, record) };
};

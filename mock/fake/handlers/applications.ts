// Applying to a job and the candidate's applied jobs (the contract's `applications` tag).
import type * as T from '../../../generated/types.gen';
import type { Handler } from '../http';
import type { ApplicationRecord } from '../store';
import { invalid, notFound, paginate, problem } from '../http';
import { checkPhone } from '../phone';
import { answerQuestions } from '../screening';
import {
  applicationOf,
  canWithdraw,
  isPublic,
  newestFirst,
  stageOf,
  timestamp,
  toAppliedJob,
  toCandidateApplication,
  uuid,
} from '../views';
import { applicationStageLabels } from '../../../generated/rules.gen';
import type { Ctx, Req } from '../http';
import { requireCandidate } from './candidate-profile';
import { takeUpload } from './uploads';

export const listAppliedJobs: Handler<T.ListAppliedJobsData, T.ListAppliedJobsResponses> = (
  req,
  ctx,
) => {
  const { user } = requireCandidate(ctx, req);
  const stages = req.query.stage;
  const rows = ctx.store.applications
    .filter((a) => a.candidate_id === user.id)
    .filter((a) => !stages?.length || stages.includes(stageOf(a)))
    .sort(newestFirst('applied_at'))
    .map((a) => toAppliedJob(ctx, a))
    .filter((row): row is T.AppliedJob => row !== null);
  return { status: 200, body: paginate(rows, req.query, req.url) };
};

export const submitApplication: Handler<T.SubmitApplicationData, T.SubmitApplicationResponses> = (
  req,
  ctx,
) => {
  const { user } = requireCandidate(ctx, req);
  const body = req.body;
  const job = ctx.store.jobs.find((j) => j.id === body.job_id);
  if (!job || !isPublic(ctx, job)) throw notFound('job');
  if (applicationOf(ctx.store, job.id, user.id)) {
    throw problem(409, 'already_applied', 'You have already applied to this job.');
  }
  if ((body.resume_key === undefined) === (body.resume_id === undefined)) {
    throw invalid({ non_field_errors: ['Send either resume_key or resume_id.'] });
  }
  // On a job with screening questions the candidate's own free `answers` are refused: they could
  // read like screening answers (the contract's ApplicationSubmit.answers).
  if (job.questions.length > 0 && (body.answers?.length ?? 0) > 0)
    throw invalid({ answers: ['This job asks screening questions: answer them instead.'] });
  checkPhone(body.phone);
  // Screening answers are checked before the resume is taken, so a refused answer leaves an
  // uploaded file usable for the retry.
  const checked = answerQuestions(job.questions, body.question_answers ?? []);
  if ('errors' in checked) throw invalid({ question_answers: checked.errors });
  const { screening } = checked;
  let resume: { key: string; file_name: string };
  if (body.resume_id) {
    const saved = ctx.store.resumes.find((r) => r.id === body.resume_id && r.user_id === user.id);
    if (!saved) throw invalid({ resume_id: ['Unknown resume.'] });
    resume = saved;
  } else {
    const key = takeUpload(ctx, body.resume_key ?? '', 'resume', user, 'resume_key');
    resume = { key, file_name: key.split('/').pop() ?? 'resume' };
  }
  const appliedAt = timestamp(ctx);
  const application: ApplicationRecord = {
    id: uuid(),
    job_id: job.id,
    candidate_id: user.id,
    // Who applies is the account: its email always, its name when it has one (the contract).
    applicant_name: user.name ?? body.name.trim(),
    email: user.email,
    phone: body.phone ?? user.phone,
    resume_key: resume.key,
    resume_file_name: resume.file_name,
    cover_letter: body.cover_letter ?? null,
    // Older clients read `answers`: the screening answers are there too, as prompt and words.
    answers: [
      ...(body.answers ?? []),
      ...screening.map((a) => ({ question: a.prompt, answer: a.answer })),
    ].slice(0, 20),
    status: 'submitted',
    applied_at: appliedAt,
    history: [{ status: 'submitted', at: appliedAt, by: null }],
    withdrawn_at: null,
    screening,
    keep_for_future_roles: body.keep_for_future_roles === true,
  };
  ctx.store.applications.push(application);
  return {
    status: 201,
    body: {
      application_id: application.id,
      job_id: job.id,
      status: application.status,
      applied_at: application.applied_at,
    },
  };
};

// ---- Following and withdrawing one's own application (product.md §2) ------------------------------

/** The signed-in candidate's own application and its job; another's, or an unknown id, is a 404. */
/** One of the signed-in candidate's applications and its job (404 for another's or an unknown id). */
export function ownApplication(ctx: Ctx, req: Req<{ path: { applicationId: string } }>) {
  const { user } = requireCandidate(ctx, req);
  const application = ctx.store.applications.find(
    (a) => a.id === req.path.applicationId && a.candidate_id === user.id,
  );
  const job = application && ctx.store.jobs.find((j) => j.id === application.job_id);
  if (!application || !job) throw notFound('application');
  return { application, job };
}

export const getMyApplication: Handler<T.GetMyApplicationData, T.GetMyApplicationResponses> = (
  req,
  ctx,
) => {
  const { application, job } = ownApplication(ctx, req);
  return { status: 200, body: toCandidateApplication(ctx, application, job) };
};

export const withdrawApplication: Handler<
  T.WithdrawApplicationData,
  T.WithdrawApplicationResponses
> = (req, ctx) => {
  const { application, job } = ownApplication(ctx, req);
  if (!canWithdraw(application)) {
    const stage = applicationStageLabels[stageOf(application)].toLowerCase();
    throw problem(
      409,
      'withdraw_not_allowed',
      `This application can no longer be withdrawn (${stage}).`,
    );
  }
  application.withdrawn_at = timestamp(ctx);
  return { status: 200, body: toCandidateApplication(ctx, application, job) };
};

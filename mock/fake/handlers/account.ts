// The signed-in account: the user and its notification settings (the contract's `account` tag).
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { requireUser } from '../http';
import { checkPhone } from '../phone';
import { toUser } from '../views';

export const getCurrentUser: Handler<T.GetCurrentUserData, T.GetCurrentUserResponses> = (
  req,
  ctx,
) => ({
  status: 200,
  body: toUser(ctx, requireUser(req)),
});

export const updateCurrentUser: Handler<T.UpdateCurrentUserData, T.UpdateCurrentUserResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  checkPhone(req.body.phone);
  if (req.body.name !== undefined) user.name = req.body.name.trim();
  if (req.body.phone !== undefined) user.phone = req.body.phone;
  return { status: 200, body: toUser(ctx, user) };
};

const ALL_OFF: T.NotificationSettings = {
  job_alerts: false,
  application_updates: false,
  newsletter: false,
  product_updates: false,
  new_applications: false,
  team_changes: false,
};

/** The account's email switches (all off until first saved). */
export const settingsOf = (ctx: Ctx, userId: string): T.NotificationSettings => ({
  ...(ctx.store.settings.get(userId) ?? ALL_OFF),
});

export const getUserSettings: Handler<T.GetUserSettingsData, T.GetUserSettingsResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  return { status: 200, body: settingsOf(ctx, user.id) };
};

export const updateUserSettings: Handler<
  T.UpdateUserSettingsData,
  T.UpdateUserSettingsResponses
> = (req, ctx) => {
  const user = requireUser(req);
  const next: T.NotificationSettings = {
    job_alerts: req.body.job_alerts,
    application_updates: req.body.application_updates,
    newsletter: req.body.newsletter,
    product_updates: req.body.product_updates,
    new_applications: req.body.new_applications,
    team_changes: req.body.team_changes,
  };
  ctx.store.settings.set(user.id, next);
  return { status: 200, body: { ...next } };
};

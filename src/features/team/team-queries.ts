import { listEmployerUsersOptions, listEmployerUsersQueryKey } from '@generated/@tanstack/react-query.gen';

/** Teams are small: one page of up to 100 (the contract's advice for the team screen). */
export const TEAM_PAGE_SIZE = 100;

export const teamQuery = (employerId: string) =>
  listEmployerUsersOptions({ path: { employerId }, query: { page_size: TEAM_PAGE_SIZE } });

export const teamQueryKey = (employerId: string) => listEmployerUsersQueryKey({ path: { employerId } });

import {
  listEmployerUsersOptions,
  listEmployerUsersQueryKey,
} from '@generated/@tanstack/react-query.gen';

/** The team feature's queries: one factory per generated query option, for the page and its route loader. */

/** Teams are small: one page of up to 100 (the contract's advice for the team screen). */
export const TEAM_PAGE_SIZE = 100;

export const teamOptions = (employerId: string) =>
  listEmployerUsersOptions({ path: { employerId }, query: { page_size: TEAM_PAGE_SIZE } });

export const teamQueryKey = (employerId: string) =>
  listEmployerUsersQueryKey({ path: { employerId } });

import type { SocialReturn } from './social-return';

/**
 * The arrival, between the shell (which took the target and went to its page) and the places
 * that decide where an account belongs (an employer account back from a job goes to the
 * employer area). In memory: it concerns this page load only. A module of its own: the shell
 * reads it on every page, and a cold page load needs none of the rest of social-return.ts.
 */
let arrival: SocialReturn | null = null;

export const socialArrival = {
  set: (target: SocialReturn | null) => {
    arrival = target;
  },
  get: (): SocialReturn | null => arrival,
  clear: () => {
    arrival = null;
  },
};

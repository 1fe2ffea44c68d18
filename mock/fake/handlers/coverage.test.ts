// The local backend answers every operation of the contract itself, except the two build files
// of the web app's own origin (Prism serves their examples) and social sign-in, which the server
// answers with its stand-in page rather than a handler.
import { expect, it } from 'vitest';
import { routes } from '../contract';
import { handlers } from './index';

it('has a handler for every operation of the contract but the builds and social sign-in', () => {
  const missing = routes.map((r) => r.operationId).filter((id) => !(id in handlers));
  expect(missing.sort()).toEqual(['getBuildMeta', 'getLatestBuild', 'startSocialSignIn']);
  expect(Object.keys(handlers).length).toBe(routes.length - 3);
});

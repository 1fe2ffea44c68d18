/**
 * The one place in src/ that touches the generated client and SDK. Importing this module
 * installs the interceptors; the rest of the app uses the generated TanStack Query options.
 */
import { client } from '../../../generated/client.gen';
import { validationInterceptor } from './validation';

client.interceptors.request.use(validationInterceptor);
// What turns a failed response into an error the UI can read (http-status-error.ts) loads with the
// first failed response: a cold page load that fails nothing never needs it (decision 007).
client.interceptors.error.use(async (error, response) => {
  if (!response) return error;
  const { statusErrorInterceptor } = await import('./http-status-error');
  return statusErrorInterceptor(error, response);
});

export { client };

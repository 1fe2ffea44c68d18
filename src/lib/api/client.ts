/**
 * The one place in src/ that touches the generated client and SDK. Importing this module
 * installs the interceptors; the rest of the app uses the generated TanStack Query options.
 */
import { client } from '../../../generated/client.gen';
import { statusErrorInterceptor } from './http-status-error';
import { validationInterceptor } from './validation';

client.interceptors.request.use(validationInterceptor);
client.interceptors.error.use(statusErrorInterceptor);

export { client };

/**
 * Response validation (docs/product.md §5): every response is parsed with its generated zod schema
 * (the SDK's `responseValidator`). A mismatch is logged with its issues and surfaces as
 * `Error('VALIDATION_ERROR')`. This is the only place that decides that.
 */
export const VALIDATION_ERROR = 'VALIDATION_ERROR';

type Validator = (data: unknown) => Promise<unknown>;

interface ZodLikeError {
  issues: unknown[];
}

function isZodLikeError(error: unknown): error is ZodLikeError {
  return (
    typeof error === 'object' && error !== null && Array.isArray((error as ZodLikeError).issues)
  );
}

/** Wraps a generated response validator so that a schema mismatch becomes VALIDATION_ERROR. */
function mapValidationErrors(validator: Validator, describe: () => string): Validator {
  return async (data) => {
    try {
      return await validator(data);
    } catch (error) {
      console.error(
        `[api] response of ${describe()} does not match the contract`,
        isZodLikeError(error) ? error.issues : error,
      );
      throw new Error(VALIDATION_ERROR, { cause: error });
    }
  };
}

/** Options the client hands to request interceptors (the part we use). */
export interface ValidatedRequestOptions {
  responseValidator?: Validator;
  method?: string;
  url?: string;
}

/**
 * A request interceptor for the generated client: it wraps the call's response validator
 * before the request is sent (the client reads `responseValidator` from these same options
 * once the response arrives).
 */
export function validationInterceptor<R extends Request>(
  request: R,
  options: ValidatedRequestOptions,
): R {
  const validator = options.responseValidator;
  if (validator && !(validator as { mapped?: boolean }).mapped) {
    const mapped = mapValidationErrors(
      validator,
      () => `${request.method} ${options.url ?? request.url}`,
    );
    (mapped as { mapped?: boolean }).mapped = true;
    options.responseValidator = mapped;
  }
  return request;
}

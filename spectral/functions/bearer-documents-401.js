/**
 * Spectral function: an operation that accepts a bearer token documents 401 (bad or missing
 * token) and 403 (expired token: the client refreshes once and retries).
 * Given: an operation object.
 */
export default function bearerDocuments401(operation) {
  if (operation === null || typeof operation !== 'object') return;
  const security = Array.isArray(operation.security) ? operation.security : [];
  const usesBearer = security.some((req) => req && typeof req === 'object' && 'bearerAuth' in req);
  if (!usesBearer) return;
  const responses = operation.responses ?? {};
  return ['401', '403']
    .filter((code) => !(code in responses))
    .map((code) => ({ message: `Operation accepts a bearer token but documents no ${code}.` }));
}

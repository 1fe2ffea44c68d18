/**
 * Spectral function: an operation's responses document at least one 4xx status.
 * Given: an operation's `responses` object.
 */
export default function hasClientError(responses) {
  if (responses === null || typeof responses !== 'object') return;
  const codes = Object.keys(responses);
  if (!codes.some((code) => /^4(\d\d|XX)$/.test(code))) {
    return [{ message: 'Operation documents no 4xx response (found: ' + codes.join(', ') + ').' }];
  }
}

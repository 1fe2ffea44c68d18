// The contract's rules as code that the app (src/) and the local backend (mock/) both run: what
// they read is the contract's data (generated/rules.gen.ts); how it is read is written once, here.
// This folder imports generated/ only (ESLint keeps it so).

/**
 * A message of the contract's (`x-messages`, `x-single-line`, `x-pay-transparency`) with its
 * `{name}`s filled in, numbers written the way the app writes them ("1,000"): the app and the
 * server say the same words.
 */
export function fill(message: string, values: Readonly<Record<string, string | number>> = {}) {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'number' ? value.toLocaleString('en') : (value ?? `{${name}}`);
  });
}

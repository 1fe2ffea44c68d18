import type { Plugin } from 'vite';

/**
 * Trusted Types (docs/deploy.md): the site refuses a plain string in any HTML sink. Radix's Select
 * writes a constant stylesheet (it hides the list's scroll bar) with `dangerouslySetInnerHTML`,
 * i.e. innerHTML, even while closed. The build rewrites that one prop to the style element's text
 * (`children`), which is no sink: the same CSS, no HTML parsed. If a Radix release changes the
 * code, the build fails here rather than ship a page that breaks under the policy.
 */
const PATCHES: { module: RegExp; from: RegExp; to: string }[] = [
  {
    module: /[\\/]@radix-ui[\\/]react-select[\\/]dist[\\/]index\.mjs$/,
    from: /dangerouslySetInnerHTML:\s*\{\s*__html:\s*(`[^`]*`)\s*\}/,
    to: 'children: $1',
  },
];

export function trustedTypesCompat(): Plugin {
  return {
    name: 'jobboard-trusted-types-compat',
    apply: 'build',
    transform(code, id) {
      const patch = PATCHES.find((p) => p.module.test(id));
      if (!patch) return null;
      if (!patch.from.test(code))
        throw new Error(`trusted-types-compat: ${id} no longer has the code this build rewrites`);
      return { code: code.replace(patch.from, patch.to), map: null };
    },
  };
}

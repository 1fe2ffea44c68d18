/**
 * Spectral function: company permissions are consistent. The role enum's `x-capabilities` maps
 * every role (and nothing else) to capability names; every operation on a company (one with the
 * company id path parameter) names the capability it needs in `x-permission`, and only such
 * operations do; `x-permission` and `x-permission-self` name capabilities some role has. The app
 * (what it shows) and the server (what it refuses) both read them (generated/rules.gen.ts).
 * Given: the document root (unresolved).
 * Options: { roleSchema, companyParameter } (names under components.schemas / components.parameters).
 */
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export default function companyPermissions(document, options) {
  const role = document?.components?.schemas?.[options.roleSchema];
  const base = ['components', 'schemas', options.roleSchema, 'x-capabilities'];
  if (!role)
    return [{ message: `No schema ${options.roleSchema}.`, path: ['components', 'schemas'] }];
  const map = role['x-capabilities'];
  if (!map || typeof map !== 'object' || Array.isArray(map))
    return [
      {
        message: `${options.roleSchema} needs \`x-capabilities\` (role → capabilities).`,
        path: base.slice(0, -1),
      },
    ];
  const roles = role.enum ?? [];
  const errors = [];
  const capabilities = new Set();
  for (const value of roles)
    if (!(value in map))
      errors.push({ message: `\`x-capabilities\` says nothing about "${value}".`, path: base });
  for (const [name, list] of Object.entries(map)) {
    if (!roles.includes(name))
      errors.push({
        message: `\`x-capabilities\` names "${name}", which is not a role.`,
        path: [...base, name],
      });
    if (
      !Array.isArray(list) ||
      !list.every((c) => typeof c === 'string' && /^[a-z][A-Za-z]*$/.test(c))
    )
      errors.push({
        message: `\`x-capabilities.${name}\` is a list of camelCase capability names.`,
        path: [...base, name],
      });
    else list.forEach((c) => capabilities.add(c));
  }
  const companyRef = `#/components/parameters/${options.companyParameter}`;
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const shared = item.parameters ?? [];
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const path = ['paths', template, method];
      const onCompany = [...shared, ...(op.parameters ?? [])].some((p) => p?.$ref === companyRef);
      const permission = op['x-permission'];
      if (onCompany && permission === undefined)
        errors.push({
          message: `${op.operationId} acts on a company but names no \`x-permission\`.`,
          path,
        });
      if (!onCompany && permission !== undefined)
        errors.push({
          message: `${op.operationId} has \`x-permission\` but no ${options.companyParameter} parameter.`,
          path: [...path, 'x-permission'],
        });
      for (const key of ['x-permission', 'x-permission-self']) {
        const value = op[key];
        if (value !== undefined && !capabilities.has(value))
          errors.push({
            message: `${op.operationId}: \`${key}\` "${value}" is no role's capability.`,
            path: [...path, key],
          });
      }
    }
  }
  return errors;
}

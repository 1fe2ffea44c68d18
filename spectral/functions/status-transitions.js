/**
 * Spectral function: a string enum's `x-transitions` (where each status may move) is consistent:
 * one entry per enum value, every target a value of the enum, no value moving to itself, no target
 * listed twice. The app's status menu and the server both read it (generated/rules.gen.ts).
 * Given: a schema object that has `x-transitions`.
 */
export default function statusTransitions(schema, _options, context) {
  const transitions = schema?.['x-transitions'];
  const base = [...context.path, 'x-transitions'];
  const values = Array.isArray(schema?.enum) ? schema.enum : null;
  if (!values)
    return [{ message: '`x-transitions` belongs on a schema with an `enum`.', path: base }];
  if (!transitions || typeof transitions !== 'object' || Array.isArray(transitions))
    return [{ message: '`x-transitions` maps each enum value to a list of values.', path: base }];
  const errors = [];
  for (const value of values)
    if (!(value in transitions))
      errors.push({
        message: `\`x-transitions\` says nothing about "${value}" (use [] for a final status).`,
        path: base,
      });
  for (const [from, targets] of Object.entries(transitions)) {
    if (!values.includes(from))
      errors.push({
        message: `\`x-transitions\` moves from "${from}", which is not in the enum.`,
        path: [...base, from],
      });
    if (!Array.isArray(targets)) {
      errors.push({
        message: `\`x-transitions.${from}\` is a list of statuses.`,
        path: [...base, from],
      });
      continue;
    }
    targets.forEach((to, i) => {
      const path = [...base, from, i];
      if (!values.includes(to))
        errors.push({
          message: `\`x-transitions\` moves "${from}" to "${to}", which is not in the enum.`,
          path,
        });
      else if (to === from)
        errors.push({
          message: `\`x-transitions\` moves "${from}" to itself (setting the same status again is not a move).`,
          path,
        });
      else if (targets.indexOf(to) !== i)
        errors.push({ message: `\`x-transitions.${from}\` lists "${to}" twice.`, path });
    });
  }
  return errors;
}

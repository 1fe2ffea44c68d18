/**
 * Spectral function: the upload purpose enum's `x-upload-rules` is consistent: one rule per
 * purpose, each with a positive integer `maxBytes` no larger than what `size_bytes` accepts, and
 * `contentTypes` mapping content types the request's `content_type` enum allows to the file
 * extensions (lower case, no dot) that carry them. The app's file checks and the server both read
 * it (generated/rules.gen.ts).
 * Given: the document root (unresolved), so the request schema can be found by name.
 * Options: { purposeSchema, requestSchema } (schema names under components.schemas).
 */
export default function uploadRules(document, options) {
  const schemas = document?.components?.schemas ?? {};
  const purpose = schemas[options.purposeSchema];
  const base = ['components', 'schemas', options.purposeSchema, 'x-upload-rules'];
  if (!purpose)
    return [{ message: `No schema ${options.purposeSchema}.`, path: ['components', 'schemas'] }];
  const rules = purpose['x-upload-rules'];
  if (!rules || typeof rules !== 'object' || Array.isArray(rules))
    return [
      {
        message: `${options.purposeSchema} needs \`x-upload-rules\` (a rule per purpose).`,
        path: base.slice(0, -1),
      },
    ];
  const request = schemas[options.requestSchema]?.properties ?? {};
  const allowedTypes = request.content_type?.enum ?? [];
  const maxSize = request.size_bytes?.maximum ?? Infinity;
  const purposes = purpose.enum ?? [];
  const errors = [];
  for (const value of purposes)
    if (!(value in rules))
      errors.push({ message: `\`x-upload-rules\` has no rule for "${value}".`, path: base });
  for (const [name, rule] of Object.entries(rules)) {
    const path = [...base, name];
    if (!purposes.includes(name))
      errors.push({
        message: `\`x-upload-rules\` has a rule for "${name}", which is not a purpose.`,
        path,
      });
    if (!Number.isInteger(rule?.maxBytes) || rule.maxBytes < 1 || rule.maxBytes > maxSize)
      errors.push({
        message: `\`x-upload-rules.${name}.maxBytes\` is a whole number of bytes from 1 to ${maxSize}.`,
        path: [...path, 'maxBytes'],
      });
    const types = rule?.contentTypes;
    if (
      !types ||
      typeof types !== 'object' ||
      Array.isArray(types) ||
      Object.keys(types).length === 0
    ) {
      errors.push({
        message: `\`x-upload-rules.${name}.contentTypes\` maps content types to extensions.`,
        path: [...path, 'contentTypes'],
      });
      continue;
    }
    for (const [type, extensions] of Object.entries(types)) {
      const at = [...path, 'contentTypes', type];
      if (!allowedTypes.includes(type))
        errors.push({
          message: `"${type}" (${name}) is not a content_type ${options.requestSchema} accepts.`,
          path: at,
        });
      if (
        !Array.isArray(extensions) ||
        extensions.length === 0 ||
        !extensions.every((e) => typeof e === 'string' && /^[a-z0-9]+$/.test(e))
      )
        errors.push({
          message: `"${type}" (${name}) needs its file extensions: lower case, without the dot.`,
          path: at,
        });
    }
  }
  return errors;
}

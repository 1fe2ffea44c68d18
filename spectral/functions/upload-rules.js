/**
 * Spectral function: the upload purpose enum's `x-upload-rules` is consistent: one rule per
 * purpose, each with a positive integer `maxBytes` no larger than what `size_bytes` accepts, and
 * `contentTypes` mapping content types the request's `content_type` enum allows to the file
 * extensions (lower case, no dot) that carry them, and optionally `signatures` mapping each of
 * those content types (every one, when given) to the first bytes its files start with (upper-case
 * hex, 2 to 32 bytes). The app's file checks and the server both read it (generated/rules.gen.ts).
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
    const signatures = rule?.signatures;
    if (signatures === undefined) continue;
    const at = [...path, 'signatures'];
    if (!signatures || typeof signatures !== 'object' || Array.isArray(signatures)) {
      errors.push({
        message: `\`x-upload-rules.${name}.signatures\` maps content types to their first bytes (hex).`,
        path: at,
      });
      continue;
    }
    for (const type of Object.keys(types))
      if (!(type in signatures))
        errors.push({
          message: `"${type}" (${name}) has no signature: with \`signatures\`, every content type needs one.`,
          path: at,
        });
    for (const [type, list] of Object.entries(signatures)) {
      if (!(type in types))
        errors.push({
          message: `"${type}" (${name}) has a signature but is not one of its contentTypes.`,
          path: [...at, type],
        });
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        !list.every((hex) => typeof hex === 'string' && /^(?:[0-9A-F]{2}){2,32}$/.test(hex))
      )
        errors.push({
          message: `"${type}" (${name}) needs its signatures: upper-case hex strings of 2 to 32 bytes.`,
          path: [...at, type],
        });
    }
  }
  return errors;
}

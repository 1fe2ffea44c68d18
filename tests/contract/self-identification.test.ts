// The voluntary self-identification forms as generated/rules.gen.ts emits them from the contract's
// `x-self-identification`: the data equals the contract's, every form of SelfIdentificationForm has
// its texts, each question fills a SelfIdentificationSubmit field whose enum is exactly its options,
// every question offers a way not to answer, and the report's threshold is stated once (5).
import { describe, expect, it } from 'vitest';
import { selfIdentification } from '../../generated/rules.gen';
import { loadContract } from '../../scripts/lib/contract.mjs';

type Schema = { enum?: string[]; properties?: Record<string, { $ref?: string }> };
const contract = loadContract() as unknown as {
  'x-self-identification': unknown;
  components: { schemas: Record<string, Schema> };
};
const schemas = contract.components.schemas;
const enumOf = (ref: string | undefined) =>
  schemas[String(ref).replace('#/components/schemas/', '')]?.enum;

describe('selfIdentification (x-self-identification)', () => {
  it('is the contract’s extension, with a suppression threshold of 5', () => {
    expect(selfIdentification).toEqual(contract['x-self-identification']);
    expect(selfIdentification.suppression_threshold).toBe(5);
  });

  it('has the texts of every form of SelfIdentificationForm, and no other', () => {
    expect(Object.keys(selfIdentification.forms)).toEqual(schemas.SelfIdentificationForm?.enum);
    for (const form of Object.values(selfIdentification.forms)) {
      expect(form.title.length).toBeGreaterThan(5);
      expect(form.intro.length).toBeGreaterThan(0);
      expect(form.questions.length).toBeGreaterThan(0);
    }
  });

  it('each question fills one SelfIdentificationSubmit field whose enum is its options, a way not to answer last', () => {
    const submit = schemas.SelfIdentificationSubmit?.properties ?? {};
    const fields = Object.values(selfIdentification.forms).flatMap((f) =>
      f.questions.map((q) => q.field),
    );
    expect([...fields, 'declined'].sort()).toEqual(Object.keys(submit).sort());
    for (const form of Object.values(selfIdentification.forms)) {
      for (const q of form.questions) {
        expect(
          q.options.map((o) => o.value),
          q.field,
        ).toEqual(enumOf(submit[q.field]?.$ref));
        expect(q.options.at(-1)?.value, q.field).toBe('decline_to_answer');
        expect(q.options.at(-1)?.label, q.field).toMatch(/^I (don't wish|do not want) to answer$/);
      }
    }
  });
});

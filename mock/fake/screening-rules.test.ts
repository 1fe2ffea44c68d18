// The screening rules one by one, as the fake applies them to what an employer saves and what a
// candidate answers (the contract's `x-kind-rules` and `x-messages`, read from
// generated/rules.gen.ts): screening.test.ts goes through the handlers, this file through the rules
// themselves, each case with the words the employer or the candidate is shown.
import { describe, expect, it } from 'vitest';
import {
  questionAnswerInputMessages as ANSWER_WORDS,
  screeningQuestionInputMessages as QUESTION_WORDS,
  screeningQuestionKindRules as KIND_RULES,
} from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import { fill } from './contract-rules';
import {
  answerQuestions,
  checkQuestions,
  knockedOut,
  publicQuestion,
  saveQuestions,
} from './screening';

const ID = '0b7e1c52-3f0a-4d7e-9a55-2c6f1b8e4d31';

const question = (over: Partial<T.ScreeningQuestion> = {}): T.ScreeningQuestion => ({
  id: ID,
  version: 1,
  kind: 'yes_no',
  prompt: 'Allowed to work in Germany?',
  required: true,
  options: [],
  knockout_answers: [],
  min: null,
  max: null,
  ...over,
});

const choices = [
  { id: 'none', label: 'None' },
  { id: 'some', label: 'Up to 5' },
];

describe('checkQuestions (what an employer may save)', () => {
  const check = (inputs: T.ScreeningQuestionInput[], existing: T.ScreeningQuestion[] = []) =>
    checkQuestions(inputs, existing);

  it('takes questions that each carry what their kind allows', () => {
    expect(
      check(
        [
          { kind: 'yes_no', prompt: 'Licence?', required: true, knockout_answers: ['no'] },
          {
            kind: 'single_choice',
            prompt: 'Team size?',
            required: true,
            options: choices,
            knockout_answers: ['none'],
          },
          { kind: 'number', prompt: 'Years?', required: false, min: 2, max: 2 },
          { kind: 'number', prompt: 'Weeks?', required: false, min: 0 },
          { kind: 'short_text', prompt: 'Handle?', required: false, min: null, max: null },
          { id: ID, kind: 'long_text', prompt: 'Why us?', required: false },
        ],
        [question()],
      ),
    ).toEqual({});
  });

  it('refuses the same kept question twice, at its second place only', () => {
    expect(
      check(
        [
          { id: ID, kind: 'yes_no', prompt: 'One', required: true },
          { kind: 'yes_no', prompt: 'New', required: true },
          { id: ID, kind: 'yes_no', prompt: 'Two', required: true },
        ],
        [question()],
      ),
    ).toEqual({ '2': { id: ['This question is in the list twice.'] } });
  });

  it('refuses an id that is none of the job’s questions', () => {
    expect(
      check(
        [
          {
            id: 'f1d2c3b4-0000-4000-8000-000000000000',
            kind: 'yes_no',
            prompt: 'One',
            required: true,
          },
        ],
        [question()],
      ),
    ).toEqual({ '0': { id: ['This job has no question with this id.'] } });
  });

  it('refuses a blank prompt', () => {
    expect(check([{ kind: 'yes_no', prompt: '   ', required: true }])).toEqual({
      '0': { prompt: [QUESTION_WORDS.blankPrompt] },
    });
  });

  it('refuses too few options, repeated option ids and blank labels, every one said', () => {
    const min = KIND_RULES.single_choice.options.min;
    expect(
      check([
        { kind: 'single_choice', prompt: 'Pick', required: true, options: [choices[0]!] },
        {
          kind: 'single_choice',
          prompt: 'Pick',
          required: true,
          options: [
            { id: 'a', label: 'A' },
            { id: 'a', label: ' ' },
          ],
        },
        { kind: 'single_choice', prompt: 'Pick', required: true },
      ]),
    ).toEqual({
      '0': { options: [fill(QUESTION_WORDS.tooFewOptions, { min })] },
      '1': { options: ['Option ids must be unique.', QUESTION_WORDS.blankOptionLabel] },
      '2': { options: [fill(QUESTION_WORDS.tooFewOptions, { min })] },
    });
  });

  it('refuses options on a kind without options, naming the kinds that have them', () => {
    expect(check([{ kind: 'yes_no', prompt: 'Fine?', required: true, options: choices }])).toEqual({
      '0': { options: ['Only single_choice questions have options.'] },
    });
  });

  it('takes a yes/no knockout of yes or no and refuses anything else', () => {
    expect(
      check([{ kind: 'yes_no', prompt: 'Fine?', required: true, knockout_answers: ['yes'] }]),
    ).toEqual({});
    expect(
      check([
        { kind: 'yes_no', prompt: 'Fine?', required: true, knockout_answers: ['no', 'maybe'] },
      ]),
    ).toEqual({ '0': { knockout_answers: ['A knockout answer is yes or no.'] } });
  });

  it('refuses a choice knockout that is none of the options', () => {
    expect(
      check([
        {
          kind: 'single_choice',
          prompt: 'Team size?',
          required: true,
          options: choices,
          knockout_answers: ['some', 'many'],
        },
      ]),
    ).toEqual({ '0': { knockout_answers: ['A knockout answer must be one of the options.'] } });
  });

  it('refuses knockout answers on a kind without them, naming the kinds that have them', () => {
    expect(
      check([{ kind: 'short_text', prompt: 'Why?', required: true, knockout_answers: ['x'] }]),
    ).toEqual({
      '0': {
        knockout_answers: ['Only yes_no and single_choice questions have knockout answers.'],
      },
    });
  });

  it('refuses a minimum or a maximum alone on a kind without a range', () => {
    expect(
      check([
        { kind: 'long_text', prompt: 'Why?', required: true, max: 3 },
        { kind: 'yes_no', prompt: 'Fine?', required: true, min: 0 },
      ]),
    ).toEqual({
      '0': { min: ['Only number questions have a minimum and maximum.'] },
      '1': { min: ['Only number questions have a minimum and maximum.'] },
    });
  });

  it('refuses a largest answer below the smallest, not one equal to it', () => {
    expect(
      check([
        { kind: 'number', prompt: 'Years?', required: true, min: 3, max: 2 },
        { kind: 'number', prompt: 'Years?', required: true, min: 3, max: 3 },
        { kind: 'number', prompt: 'Years?', required: true, max: -1 },
      ]),
    ).toEqual({ '0': { max: [QUESTION_WORDS.maxBelowMin] } });
  });
});

describe('saveQuestions (what the job keeps)', () => {
  it('keeps a new question at version 1, trimmed, with only what its kind carries', () => {
    const [yesNo, choice, number, text] = saveQuestions(
      [
        {
          kind: 'yes_no',
          prompt: '  Licence?  ',
          required: true,
          options: choices,
          knockout_answers: ['no'],
          min: 1,
          max: 2,
        },
        {
          kind: 'single_choice',
          prompt: 'Team size?',
          required: false,
          options: [{ id: 'none', label: ' None ' }],
          knockout_answers: ['none'],
        },
        { kind: 'number', prompt: 'Years?', required: false },
        {
          kind: 'short_text',
          prompt: 'Handle?',
          required: false,
          knockout_answers: ['x'],
          min: 0,
          max: 9,
        },
      ],
      [],
    );
    expect(yesNo).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: 1,
      kind: 'yes_no',
      prompt: 'Licence?',
      required: true,
      options: [],
      knockout_answers: ['no'],
      min: null,
      max: null,
    });
    expect(choice).toMatchObject({
      options: [{ id: 'none', label: 'None' }],
      knockout_answers: ['none'],
      required: false,
    });
    expect(number).toMatchObject({ min: null, max: null, knockout_answers: [], options: [] });
    expect(text).toMatchObject({ knockout_answers: [], min: null, max: null });
    expect(yesNo!.id).not.toBe(choice!.id);
  });

  it('a yes/no question sent without knockout answers keeps none', () => {
    const [saved] = saveQuestions([{ kind: 'yes_no', prompt: 'Licence?', required: true }], []);
    expect(saved!.knockout_answers).toEqual([]);
  });

  it('a choice question sent without options keeps none', () => {
    const [saved] = saveQuestions([{ kind: 'single_choice', prompt: 'Pick', required: true }], []);
    expect(saved!.options).toEqual([]);
  });

  it('keeps a number question’s range', () => {
    const [saved] = saveQuestions(
      [{ kind: 'number', prompt: 'Years?', required: true, min: 1, max: 40 }],
      [],
    );
    expect([saved!.min, saved!.max]).toEqual([1, 40]);
  });

  it('a kept question goes up one version when its kind, prompt or options changed, else keeps it', () => {
    const before = question({
      version: 3,
      kind: 'single_choice',
      prompt: 'Team size?',
      options: choices,
    });
    const kept = (input: Partial<T.ScreeningQuestionInput>) =>
      saveQuestions(
        [
          {
            id: ID,
            kind: 'single_choice',
            prompt: 'Team size?',
            required: true,
            options: choices,
            ...input,
          },
        ],
        [before],
      )[0]!;
    expect(kept({})).toMatchObject({ id: ID, version: 3 });
    expect(kept({ required: false, knockout_answers: ['none'] }).version).toBe(3);
    expect(kept({ prompt: 'How big is your team?' }).version).toBe(4);
    expect(kept({ kind: 'yes_no' }).version).toBe(4);
    const text = question({ kind: 'short_text', prompt: 'Why?', version: 2 });
    const longer = saveQuestions(
      [{ id: ID, kind: 'long_text', prompt: 'Why?', required: true }],
      [text],
    )[0]!;
    expect([longer.kind, longer.version]).toEqual(['long_text', 3]);
    expect(kept({ options: [choices[0]!, { id: 'some', label: 'Up to 6' }] }).version).toBe(4);
    expect(kept({ options: [choices[0]!, { id: 'more', label: 'Up to 5' }] }).version).toBe(4);
    expect(kept({ options: [...choices, { id: 'many', label: 'Many' }] }).version).toBe(4);
    expect(kept({ options: [choices[0]!] }).version).toBe(4);
  });
});

describe('answerQuestions (what a candidate may answer)', () => {
  const yesNo = question({ id: 'q-work', knockout_answers: ['no'] });
  const choice = question({
    id: 'q-team',
    version: 2,
    kind: 'single_choice',
    prompt: 'Team size?',
    options: choices,
    knockout_answers: ['none'],
  });
  const number = question({ id: 'q-years', kind: 'number', prompt: 'Years?', min: 2, max: 10 });
  const short = question({ id: 'q-handle', kind: 'short_text', prompt: 'Handle?' });
  const long = question({ id: 'q-why', kind: 'long_text', prompt: 'Why?', required: false });

  const answer = (questions: T.ScreeningQuestion[], values: Record<string, unknown>) =>
    answerQuestions(
      questions,
      Object.entries(values).map(([question_id, value]) => ({
        question_id,
        value: value as T.QuestionAnswerInput['value'],
      })),
    );

  it('keeps the answers in the job’s order, in words, with each question’s version and prompt', () => {
    expect(
      answer([yesNo, choice, number, short, long], {
        'q-handle': '  @maya  ',
        'q-years': 4,
        'q-team': 'some',
        'q-work': true,
      }),
    ).toEqual({
      screening: [
        {
          question_id: 'q-work',
          version: 1,
          kind: 'yes_no',
          prompt: yesNo.prompt,
          answer: 'Yes',
          knocked_out: false,
        },
        {
          question_id: 'q-team',
          version: 2,
          kind: 'single_choice',
          prompt: 'Team size?',
          answer: 'Up to 5',
          knocked_out: false,
        },
        {
          question_id: 'q-years',
          version: 1,
          kind: 'number',
          prompt: 'Years?',
          answer: '4',
          knocked_out: false,
        },
        {
          question_id: 'q-handle',
          version: 1,
          kind: 'short_text',
          prompt: 'Handle?',
          answer: '@maya',
          knocked_out: false,
        },
      ],
    });
  });

  it('flags a knockout answer (a yes/no one as yes or no), never on a kind without knockouts', () => {
    const result = answer(
      [
        yesNo,
        choice,
        { ...short, knockout_answers: ['@maya'] },
        { ...number, knockout_answers: ['4'] },
      ],
      { 'q-work': false, 'q-team': 'none', 'q-handle': '@maya', 'q-years': 4 },
    );
    expect('screening' in result && result.screening.map((s) => [s.answer, s.knocked_out])).toEqual(
      [
        ['No', true],
        ['None', true],
        ['@maya', false],
        ['4', false],
      ],
    );
    const yes = answer([{ ...yesNo, knockout_answers: ['yes'] }], { 'q-work': true });
    expect('screening' in yes && yes.screening[0]!.knocked_out).toBe(true);
    expect(knockedOut({ screening: 'screening' in result ? result.screening : [] })).toBe(true);
    expect(knockedOut({ screening: 'screening' in result ? result.screening.slice(2) : [] })).toBe(
      false,
    );
  });

  it('refuses a question the job does not ask and a question answered twice', () => {
    expect(
      answerQuestions(
        [yesNo],
        [
          { question_id: 'q-work', value: true },
          { question_id: 'q-work', value: false },
          { question_id: 'q-other', value: true },
          { question_id: 'q-other', value: true },
        ],
      ),
    ).toEqual({
      errors: {
        'q-work': ['Answer each question once.'],
        'q-other': ['This job does not ask this question.', 'This job does not ask this question.'],
      },
    });
  });

  it('asks for a required answer (blank text counts as none) and skips an optional one', () => {
    expect(answer([yesNo, short, long], { 'q-handle': '   ', 'q-why': '  ' })).toEqual({
      errors: {
        'q-work': [ANSWER_WORDS.unanswered.yes_no],
        'q-handle': [ANSWER_WORDS.unanswered.short_text],
      },
    });
    expect(answer([long], {})).toEqual({ screening: [] });
  });

  it('refuses an answer of the wrong type for its kind', () => {
    expect(
      answer([yesNo, choice, number, short, long], {
        'q-work': 'yes',
        'q-team': 1,
        'q-years': '4',
        'q-handle': 5,
        'q-why': true,
      }),
    ).toEqual({
      errors: {
        'q-work': [ANSWER_WORDS.invalid.yes_no],
        'q-team': [ANSWER_WORDS.invalid.single_choice],
        'q-years': [ANSWER_WORDS.invalid.number],
        'q-handle': [ANSWER_WORDS.invalid.short_text],
        'q-why': [ANSWER_WORDS.invalid.long_text],
      },
    });
  });

  it('refuses a number that is not finite or outside the range, and takes its bounds', () => {
    const errors = (value: unknown) => {
      const result = answer([number], { 'q-years': value });
      return 'errors' in result ? result.errors['q-years'] : result.screening[0]!.answer;
    };
    expect(errors(Number.POSITIVE_INFINITY)).toEqual([ANSWER_WORDS.invalid.number]);
    expect(errors(Number.NaN)).toEqual([ANSWER_WORDS.invalid.number]);
    expect(errors(1)).toEqual([fill(ANSWER_WORDS.below, { min: 2 })]);
    expect(errors(11)).toEqual([fill(ANSWER_WORDS.above, { max: 10 })]);
    expect(errors(2)).toBe('2');
    expect(errors(10)).toBe('10');
    const open = question({ id: 'q-any', kind: 'number', prompt: 'Any?' });
    for (const value of [-5000, 5000]) {
      const result = answer([open], { 'q-any': value });
      expect('screening' in result && result.screening[0]!.answer).toBe(String(value));
    }
  });

  it('refuses an option the question does not offer', () => {
    expect(answer([choice], { 'q-team': 'many' })).toEqual({
      errors: { 'q-team': [ANSWER_WORDS.invalid.single_choice] },
    });
  });

  it('refuses text over its kind’s limit, counted without the spaces around it', () => {
    const max = KIND_RULES.long_text.answerMaxLength;
    expect(answer([long], { 'q-why': 'x'.repeat(max + 1) })).toEqual({
      errors: { 'q-why': [fill(ANSWER_WORDS.tooLong, { max })] },
    });
    const fits = answer([long], { 'q-why': ` ${'x'.repeat(max)} ` });
    expect('screening' in fits && fits.screening[0]!.answer).toBe('x'.repeat(max));
  });
});

describe('publicQuestion', () => {
  it('shows the candidate everything but the knockout answers', () => {
    const q = question({ knockout_answers: ['no'] });
    const shown = publicQuestion(q);
    expect(shown).not.toHaveProperty('knockout_answers');
    expect(shown).toEqual({ ...q, knockout_answers: undefined });
  });
});

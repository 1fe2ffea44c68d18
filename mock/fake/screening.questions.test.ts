// The screening rules for what an employer saves, one by one, as the fake applies them (the
// contract's `x-kind-rules` and `x-messages`, read from generated/rules.gen.ts): screening.test.ts
// goes through the handlers, this file through the rules themselves, each case with the words the
// employer is shown. screening.answers.test.ts does the same for a candidate's answers.
import { describe, expect, it } from 'vitest';
import {
  screeningQuestionInputMessages as QUESTION_WORDS,
  screeningQuestionKindRules as KIND_RULES,
} from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import { fill } from './contract-rules';
import { checkQuestions, saveQuestions } from './screening';
import { SCREENING_QUESTION_ID, screeningQuestion, TEAM_SIZES } from './test-support';

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
            options: TEAM_SIZES,
            knockout_answers: ['none'],
          },
          { kind: 'number', prompt: 'Years?', required: false, min: 2, max: 2 },
          { kind: 'number', prompt: 'Weeks?', required: false, min: 0 },
          { kind: 'short_text', prompt: 'Handle?', required: false, min: null, max: null },
          { id: SCREENING_QUESTION_ID, kind: 'long_text', prompt: 'Why us?', required: false },
        ],
        [screeningQuestion()],
      ),
    ).toEqual({});
  });

  it('refuses the same kept question twice, at its second place only', () => {
    expect(
      check(
        [
          { id: SCREENING_QUESTION_ID, kind: 'yes_no', prompt: 'One', required: true },
          { kind: 'yes_no', prompt: 'New', required: true },
          { id: SCREENING_QUESTION_ID, kind: 'yes_no', prompt: 'Two', required: true },
        ],
        [screeningQuestion()],
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
        [screeningQuestion()],
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
        { kind: 'single_choice', prompt: 'Pick', required: true, options: [TEAM_SIZES[0]!] },
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
    expect(
      check([{ kind: 'yes_no', prompt: 'Fine?', required: true, options: TEAM_SIZES }]),
    ).toEqual({
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
          options: TEAM_SIZES,
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
          options: TEAM_SIZES,
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
    const before = screeningQuestion({
      version: 3,
      kind: 'single_choice',
      prompt: 'Team size?',
      options: TEAM_SIZES,
    });
    const kept = (input: Partial<T.ScreeningQuestionInput>) =>
      saveQuestions(
        [
          {
            id: SCREENING_QUESTION_ID,
            kind: 'single_choice',
            prompt: 'Team size?',
            required: true,
            options: TEAM_SIZES,
            ...input,
          },
        ],
        [before],
      )[0]!;
    expect(kept({})).toMatchObject({ id: SCREENING_QUESTION_ID, version: 3 });
    expect(kept({ required: false, knockout_answers: ['none'] }).version).toBe(3);
    expect(kept({ prompt: 'How big is your team?' }).version).toBe(4);
    expect(kept({ kind: 'yes_no' }).version).toBe(4);
    const text = screeningQuestion({ kind: 'short_text', prompt: 'Why?', version: 2 });
    const longer = saveQuestions(
      [{ id: SCREENING_QUESTION_ID, kind: 'long_text', prompt: 'Why?', required: true }],
      [text],
    )[0]!;
    expect([longer.kind, longer.version]).toEqual(['long_text', 3]);
    expect(kept({ options: [TEAM_SIZES[0]!, { id: 'some', label: 'Up to 6' }] }).version).toBe(4);
    expect(kept({ options: [TEAM_SIZES[0]!, { id: 'more', label: 'Up to 5' }] }).version).toBe(4);
    expect(kept({ options: [...TEAM_SIZES, { id: 'many', label: 'Many' }] }).version).toBe(4);
    expect(kept({ options: [TEAM_SIZES[0]!] }).version).toBe(4);
  });
});

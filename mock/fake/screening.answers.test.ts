// The screening rules for what a candidate answers, one by one, as the fake applies them (the
// contract's `x-kind-rules` and `x-messages`, read from generated/rules.gen.ts): each answer kept
// in words or refused in the words the candidate is shown. screening.questions.test.ts does the
// same for the questions an employer saves; screening.test.ts goes through the handlers.
import { describe, expect, it } from 'vitest';
import {
  questionAnswerInputMessages as ANSWER_WORDS,
  screeningQuestionKindRules as KIND_RULES,
} from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import { fill } from './contract-rules';
import { answerQuestions, knockedOut, publicQuestion } from './screening';
import { screeningQuestion, TEAM_SIZES } from './test-support';

describe('answerQuestions (what a candidate may answer)', () => {
  const yesNo = screeningQuestion({ id: 'q-work', knockout_answers: ['no'] });
  const choice = screeningQuestion({
    id: 'q-team',
    version: 2,
    kind: 'single_choice',
    prompt: 'Team size?',
    options: TEAM_SIZES,
    knockout_answers: ['none'],
  });
  const number = screeningQuestion({
    id: 'q-years',
    kind: 'number',
    prompt: 'Years?',
    min: 2,
    max: 10,
  });
  const short = screeningQuestion({ id: 'q-handle', kind: 'short_text', prompt: 'Handle?' });
  const long = screeningQuestion({
    id: 'q-why',
    kind: 'long_text',
    prompt: 'Why?',
    required: false,
  });

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
    const open = screeningQuestion({ id: 'q-any', kind: 'number', prompt: 'Any?' });
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
    const q = screeningQuestion({ knockout_answers: ['no'] });
    const shown = publicQuestion(q);
    expect(shown).not.toHaveProperty('knockout_answers');
    expect(shown).toEqual({ ...q, knockout_answers: undefined });
  });
});

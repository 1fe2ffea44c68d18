import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { zJobInput, zUpdateProfileBody } from '@generated/zod.gen';
import { useControlledValue } from '@/test/controlled';
import { addSkills, listLimits, SkillsInput, type SkillsSchema } from './skills-input';

function Field({
  schema,
  initial = [],
  onChange,
}: {
  schema: SkillsSchema;
  initial?: string[];
  onChange?: (s: string[]) => void;
}) {
  const [skills, change] = useControlledValue(initial, onChange);
  return (
    <>
      <label htmlFor="skills">Skills</label>
      <SkillsInput id="skills" schema={schema} value={skills} onChange={change} />
    </>
  );
}
const box = () => screen.getByRole('textbox', { name: 'Skills' });
const chips = () =>
  screen.queryByRole('list', { name: 'Added skills' })?.querySelectorAll('li') ?? [];

describe('listLimits', () => {
  it('reads how many skills and how long each from the generated schemas (optional or not)', () => {
    expect(listLimits(zJobInput.shape.skills)).toEqual({ maxItems: 30, maxItemLength: 50 });
    expect(listLimits(zUpdateProfileBody.shape.skills)).toEqual({
      maxItems: 30,
      maxItemLength: 50,
    });
  });

  it('follows a changed schema, and says no limit when there is none', () => {
    const changed = z.extend(zJobInput, {
      skills: z.array(z.string().check(z.maxLength(12))).check(z.maxLength(3)),
    });
    expect(listLimits(changed.shape.skills)).toEqual({ maxItems: 3, maxItemLength: 12 });
    expect(listLimits(z.array(z.string()))).toEqual({
      maxItems: Infinity,
      maxItemLength: Infinity,
    });
  });
});

describe('SkillsInput', () => {
  it('adds trimmed skills with Enter, a comma or the button, skipping duplicates in any case', async () => {
    const onChange = vi.fn();
    render(<Field schema={zJobInput.shape.skills} initial={['React']} onChange={onChange} />);
    await userEvent.type(box(), '  TypeScript {Enter}');
    await userEvent.type(box(), 'react,');
    await userEvent.type(box(), 'Design   systems');
    await userEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(onChange).toHaveBeenLastCalledWith(['React', 'TypeScript', 'Design systems']);
    expect([...chips()].map((li) => li.textContent)).toEqual([
      'React',
      'TypeScript',
      'Design systems',
    ]);
    expect(box()).toHaveValue('');
  });

  it('refuses an over-long skill with a message under the field and keeps it in the box (never cut)', async () => {
    const onChange = vi.fn();
    render(<Field schema={zJobInput.shape.skills} onChange={onChange} />);
    const long = 'x'.repeat(51);
    await userEvent.click(box());
    await userEvent.paste(`Figma, ${long}`);
    await userEvent.keyboard('{Enter}');

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use 50 characters or fewer for each skill',
    );
    expect(box()).toHaveValue(`Figma, ${long}`);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('Use 50 characters or fewer for each skill');

    // Typing again takes the message away; exactly the limit is fine.
    await userEvent.clear(box());
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(box(), `${'y'.repeat(50)}{Enter}`);
    expect(onChange).toHaveBeenLastCalledWith(['y'.repeat(50)]);
  });

  it('refuses more skills than the schema allows', async () => {
    const full = Array.from({ length: 30 }, (_, i) => `Skill ${i}`);
    render(<Field schema={zJobInput.shape.skills} initial={full} />);
    await userEvent.type(box(), 'One more{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('List 30 skills or fewer');
    expect(chips()).toHaveLength(30);
    expect(box()).toHaveValue('One more');
  });

  it('takes its limits from the schema it is given, not from constants', async () => {
    const schema = z.array(z.string().check(z.maxLength(5))).check(z.maxLength(2));
    render(<Field schema={schema} />);
    await userEvent.type(box(), 'Kotlin{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Use 5 characters or fewer for each skill');
    await userEvent.clear(box());
    await userEvent.type(box(), 'Go, Rust{Enter}');
    expect(chips()).toHaveLength(2);
    await userEvent.type(box(), 'Zig{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('List 2 skills or fewer');
  });

  it('adds what was typed when the focus leaves the box', async () => {
    const onChange = vi.fn();
    render(<Field schema={zJobInput.shape.skills} onChange={onChange} />);
    await userEvent.type(box(), 'SQL');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(['SQL']);
  });

  it('removes a skill with its button, keeps the focus in the field and says so', async () => {
    render(<Field schema={zJobInput.shape.skills} initial={['React', 'Vue']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove React' }));
    expect([...chips()].map((li) => li.textContent)).toEqual(['Vue']);
    expect(box()).toHaveFocus();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Removed React.');
    await userEvent.type(box(), 'Go{Enter}');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Added Go.');
  });
});

describe('addSkills', () => {
  const limits = { maxItems: 3, maxItemLength: 10 };
  it('refuses the whole entry when one part is too long or there would be too many', () => {
    expect(addSkills(['A'], 'B, 0123456789x', limits)).toEqual({
      skills: ['A'],
      error: 'Use 10 characters or fewer for each skill',
    });
    expect(addSkills(['A'], 'B, C, D', limits)).toEqual({
      skills: ['A'],
      error: 'List 3 skills or fewer',
    });
    expect(addSkills(['A'], 'B, a, C', limits)).toEqual({ skills: ['A', 'B', 'C'], error: null });
  });
});

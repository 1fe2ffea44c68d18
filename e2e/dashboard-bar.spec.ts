/**
 * The dashboard's "Jobs by status" bar: every status's colour stands out from the bar's track
 * (WCAG 1.4.11 non-text contrast, 3:1), in the bar and in its legend.
 */
import { expect as baseExpect, test } from './support/test';
import { signInWithPassword } from './support/real-session';

const expect = baseExpect.configure({ timeout: 15_000 });

test('every segment of the jobs-by-status bar has 3:1 contrast with its track', async ({
  page,
}) => {
  await signInWithPassword(page, 'jonas.weber@northwind-analytics.example');
  await page.goto('/employer');
  const overview = page.getByRole('region', { name: 'Jobs by status' });
  await expect(overview.getByText('Archived').first()).toBeVisible();
  const ratios = await overview.evaluate((section) => {
    const rgb = (el: Element) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(el).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!];
    };
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const track = section.querySelector('[aria-hidden="true"].rounded-full')!;
    return Object.fromEntries(
      [...track.children].map((segment) => [
        segment.getAttribute('title'),
        Math.round(contrast(rgb(segment), rgb(track)) * 100) / 100,
      ]),
    );
  });
  expect(Object.keys(ratios)).toContain('Archived');
  for (const [status, ratio] of Object.entries(ratios))
    expect.soft(ratio, `${status} against the track`).toBeGreaterThanOrEqual(3);
});

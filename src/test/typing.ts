import userEvent from '@testing-library/user-event';

/** Replaces a field's text with `text`, pasted at once (typing a long text key by key is slow). */
export async function pasteOver(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

import { vi } from 'vitest';

/** A file the app saved (src/lib/save-file.ts): what was in it, and the name it was saved as. */
export interface SavedFile {
  blob: Blob;
  name: string;
}

/**
 * Catches the files the app saves: the object URL's Blob and the name of the `download` link the
 * app clicks. Call in `beforeEach`; `vi.restoreAllMocks()` ends it. The returned list fills as
 * files are saved.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:saved';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ blob, name: this.download });
  });
  return saved;
}

/** A Blob's bytes (jsdom's Blob has neither text() nor arrayBuffer()). */
export const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

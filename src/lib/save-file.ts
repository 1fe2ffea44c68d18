/**
 * Saves text as a file the browser downloads (a job's applications as CSV, a candidate's own data
 * as JSON): an object URL and a link with `download`, clicked
 * once, then released. The exported CSV starts with a byte order mark (the contract says so, for
 * Excel); `fetch` drops it while decoding, so it is put back and the file saved is the one sent.
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const bom = type.startsWith('text/csv') && !text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const url = URL.createObjectURL(new Blob([bom, text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

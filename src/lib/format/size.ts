/** File sizes for people: "245 KB", "1.5 MB". One place, so a file reads the same everywhere. */

const KB = 1024;

/**
 * "245 KB" under a megabyte, else "1.5 MB" / "5 MB" (one decimal, none when whole). Rounded up,
 * so a file just over a limit never reads as the limit itself ("5.1 MB; the limit is 5 MB").
 */
export function formatFileSize(bytes: number): string {
  const kilobytes = Math.ceil(bytes / KB);
  if (kilobytes < KB) return `${kilobytes} KB`;
  const megabytes = Math.ceil((bytes / (KB * KB)) * 10) / 10;
  return `${Number.isInteger(megabytes) ? megabytes.toFixed(0) : megabytes.toFixed(1)} MB`;
}

/** How long the object URL outlives the click: some browsers (Safari) read it after the click returns. */
export const REVOKE_DELAY_MS = 1000;

/**
 * Saves text as a file through a Blob, an object URL and a temporary `<a download>`; nothing
 * leaves the device. The anchor is attached for the click (Firefox ignores detached ones) and
 * removed at once; the URL is revoked shortly after so the Blob can be freed.
 */
export function downloadTextFile(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}

/** Hands a file to the browser's download manager. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click was handled, so the download can start.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

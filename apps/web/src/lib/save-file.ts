// Hands a file the page fetched to the browser as a download, under its name (the member's data
// export: fetched with the bearer token, which a plain link could not send).
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Not at once: a browser may begin reading the URL only after click() returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

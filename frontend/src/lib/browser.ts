const SAVED_FILE_URL_LIFETIME_MS = 60_000;

/** Full-page navigations and downloads, kept in one object so tests can observe them. */
export const browser = {
  /** Leaves the app for a server page such as /api/login. */
  assign(url: string): void {
    window.location.href = url;
  },
  reload(): void {
    window.location.reload();
  },
  /** Saves a file the page fetched, as a download named `fileName`. */
  saveFile(file: Blob, fileName: string): void {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the file after click() returns: the address is released a while later.
    window.setTimeout(() => URL.revokeObjectURL(url), SAVED_FILE_URL_LIFETIME_MS);
  },
};

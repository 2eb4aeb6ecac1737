/** Full-page navigations, kept in one object so tests can observe them. */
export const browser = {
  /** Leaves the app for a server page such as /api/login. */
  assign(url: string): void {
    window.location.href = url;
  },
  reload(): void {
    window.location.reload();
  },
};

let readAt: number | undefined;

/** Notes when the data the page came with was read (a drawn page's: milliseconds since the epoch). */
export function setPageDataReadAt(time: number): void {
  readAt = time;
}

/** When the data the page came with was read, for the tab's first socket connection to ask about (lib/realtime.ts). */
export function pageDataReadAt(): number | undefined {
  return readAt;
}

/**
 * Retries `check` until it stops throwing, for outcomes that arrive through the outbox; the last
 * failure is rethrown when the time is up.
 */
export async function eventually<T>(check: () => Promise<T>, { timeoutMs = 10_000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

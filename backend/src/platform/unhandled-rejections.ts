/**
 * Logs a promise rejection nothing handled instead of letting Node end the process, its default:
 * the failure belongs to one request, and exiting would drop every other request in flight. It is
 * still a bug to fix where the promise is made; the log line says which.
 */
export function logUnhandledRejections(log: (reason: unknown) => void): void {
  process.on('unhandledRejection', (reason) => log(reason));
}

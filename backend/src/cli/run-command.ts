import { bootApplicationOrExit, loadConfigOrExit, RunningApplication } from '../bootstrap';

/**
 * Runs a one-off task against the configured database. On the embedded database the data
 * folder is opened by one process at a time: while the server has it, the command stops at once
 * with EmbeddedDatabaseInUse's message (stop the server first, or set DATABASE_URL).
 */
export async function runCommand(task: (running: RunningApplication) => Promise<string>): Promise<void> {
  const config = loadConfigOrExit();
  config.LOG_LEVEL = 'warn';
  const running = await bootApplicationOrExit(config);
  try {
    console.log(await task(running));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await running.close();
  }
}

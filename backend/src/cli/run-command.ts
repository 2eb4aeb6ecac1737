import { bootApplication, loadConfigOrExit, RunningApplication } from '../bootstrap';

/**
 * Runs a one-off task against the configured database. On the embedded database the data
 * folder is opened by one process at a time: stop the server first.
 */
export async function runCommand(task: (running: RunningApplication) => Promise<string>): Promise<void> {
  const config = loadConfigOrExit();
  config.LOG_LEVEL = 'warn';
  const running = await bootApplication(config);
  try {
    console.log(await task(running));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await running.close();
  }
}

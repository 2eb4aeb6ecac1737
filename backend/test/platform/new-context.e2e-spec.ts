import { newContext, runJest, throwawayBackend } from '../support/throwaway-backend';

/**
 * The API test `npm run new:context` writes, run against the context it wrote, in a throwaway copy
 * of the backend (its own jest run, with a test database of its own): a new context starts with an
 * endpoint that answers through HTTP, registered in the app. src/new-context.spec.ts checks the rest.
 */
describe('A context made by npm run new:context', () => {
  it('passes its own API test', () => {
    const copy = throwawayBackend();
    try {
      expect(newContext(copy.backend, 'sample-things')).toMatchObject({ status: 0 });
      // The databases of this run are its own: the copy's global setup makes its own.
      const { report, output } = runJest(copy.backend, ['--selectProjects', 'api', '--runInBand', '--', 'test/sample-things'], {
        TEST_DATABASE_URL: undefined,
        JEST_WORKER_ID: undefined,
      });
      if (report.numFailedTests + report.numRuntimeErrorTestSuites > 0) throw new Error(output);
      expect(report.testResults.flatMap((file) => file.assertionResults.map((test) => [test.fullName, test.status]))).toEqual([
        ['Sample things answers the signed-in user what it holds for them', 'passed'],
        ['Sample things refuses a visitor who is not signed in, with the one error body', 'passed'],
      ]);
    } finally {
      copy.remove();
    }
  }, 180_000);
});

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe('logUnhandledRejections', () => {
  it('logs a rejection nothing handles, and the process goes on instead of exiting', () => {
    const script = `
      const { logUnhandledRejections } = require(${JSON.stringify(join(__dirname, 'unhandled-rejections.ts'))});
      logUnhandledRejections((reason) => console.log('logged: ' + reason.message));
      Promise.reject(new Error('nobody waits for this'));
      setTimeout(() => console.log('still running'), 20);
    `;
    const register = join(__dirname, '..', '..', '..', 'scripts', 'register-typescript.cjs');
    const child = spawnSync(process.execPath, ['--require', register, '-e', script], { encoding: 'utf8' });
    expect(child.stdout.split('\n').filter(Boolean)).toEqual(['logged: nobody waits for this', 'still running']);
    expect(child.status).toBe(0);
  });

  it('is needed: without it the same process exits with an error', () => {
    const child = spawnSync(
      process.execPath,
      ['-e', "Promise.reject(new Error('x')); setTimeout(() => console.log('still running'), 20);"],
      {
        encoding: 'utf8',
      },
    );
    expect(child.stdout).toBe('');
    expect(child.status).toBe(1);
  });
});

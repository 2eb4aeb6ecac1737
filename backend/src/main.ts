// First: on an older Node it exits with what to install, before anything that could crash on it loads.
import './supported-node.cjs';
import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { Logger } from 'nestjs-pino';
import { seedDemo } from './demo/seed-demo';
import { bootApplicationOrExit, loadConfigOrExit } from './bootstrap';
import { logUnhandledRejections } from './platform/unhandled-rejections';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const running = await bootApplicationOrExit(config);
  const { app } = running;
  const logger = app.get(Logger);
  logUnhandledRejections((reason) => logger.error({ err: reason }, 'a promise rejection was not handled'));
  if (config.SEED_DEMO || process.argv.includes('--demo')) {
    await seedDemo(app.get(CommandBus));
    logger.log('Demo users and content are in place');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received, shutting down`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen(config.PORT, config.listenHost);
  logger.log(
    `Listening on http://localhost:${config.PORT} (${config.usesEmbeddedDatabase ? `embedded database in ${config.EMBEDDED_DB_DIR}` : 'PostgreSQL from DATABASE_URL'})`,
  );
}

void main();

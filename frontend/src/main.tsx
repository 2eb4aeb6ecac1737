import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

/**
 * The app's code runs in two parts, each in a task of its own: React first, then the app, which
 * finds React already run. Run at once, they held a phone's main thread for a few hundred
 * milliseconds (Lighthouse's 4× slower CPU), during which a drawn page answered no tap. The page
 * preloads both parts with the entry (build-tools/first-load.ts), so neither waits for the other's
 * download.
 */
async function start(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  const { startApp } = await import('./app/start');
  await startApp(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void start(container);

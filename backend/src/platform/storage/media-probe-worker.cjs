/* eslint-disable @typescript-eslint/no-require-imports -- a worker thread's script, run as plain CommonJS in every setting */
// Reads one stored video's container, picture size and duration with mediabunny, in a worker
// thread that the parent (media-probe.ts) ends when it runs too long or asks for too much: a
// hostile file can make a parser loop forever without awaiting anything, which no timer on the
// parent's own thread could stop. Bytes come from the parent, a range at a time, as the parser
// asks for them; nothing else of the file is read.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { CustomSource, Input, MP4, QTFF, WEBM } = require('mediabunny');

const pending = new Map();
let nextRead = 0;

parentPort.on('message', (message) => {
  const read = pending.get(message.id);
  if (!read) return;
  pending.delete(message.id);
  if (message.bytes) read.resolve(new Uint8Array(message.bytes));
  else read.reject(new Error('The stored file could not be read'));
});

function read(start, end) {
  return new Promise((resolve, reject) => {
    const id = nextRead++;
    pending.set(id, { resolve, reject });
    parentPort.postMessage({ type: 'read', id, start, end });
  });
}

async function probe() {
  const input = new Input({
    // The containers the verification screen takes; anything else is not read.
    formats: [MP4, QTFF, WEBM],
    source: new CustomSource({ getSize: () => workerData.size, read, prefetchProfile: 'network' }),
  });
  const format = await input.getFormat();
  // A container with no track at all is a signature and nothing more.
  if ((await input.getTracks()).length === 0) throw new Error('The file holds no track');
  const track = await input.getPrimaryVideoTrack();
  if (!track) return { container: format.mimeType, picture: null };
  // From the packets, not the header: a recorder's WebM has no duration in its header, and a header can say anything.
  const start = await track.getFirstTimestamp();
  const end = await track.computeDuration();
  return {
    container: format.mimeType,
    picture: { durationMs: Math.round((end - Math.min(start, end)) * 1000), width: track.displayWidth, height: track.displayHeight },
  };
}

probe().then(
  (facts) => parentPort.postMessage({ type: 'done', facts }),
  (error) => parentPort.postMessage({ type: 'unreadable', reason: String((error && error.message) || error).slice(0, 200) }),
);

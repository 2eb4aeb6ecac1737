/**
 * What the messaging benchmarks (bench:realtime, bench:send) share: members signed up over HTTP,
 * their sockets, and a process's memory.
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

export type Account = { id: string; cookie: string };

export async function register(port: number, index: number): Promise<Account> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `rt-${index}@bench.local`,
      password: 'bench-password-123',
      firstName: 'Bench',
      lastName: `User ${index}`,
    }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`registering failed: ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id, cookie };
}

/** Runs `task` for 0..count-1, `concurrency` at a time. */
export async function inBatches<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += concurrency) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, count - start) }, (_, i) => task(start + i)))));
  }
  return results;
}

export function openSocket(port: number, cookie: string, onPush: (data: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Cookie: cookie } });
    socket.once('message', () => {
      socket.on('message', (data) => onPush(data.toString()));
      resolve(socket);
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
  });
}

/** Resident memory of a process, in KB (Linux). */
export function residentKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

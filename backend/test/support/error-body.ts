/** Asserts the one error body: exactly statusCode, code, message and optionally details. */
export function expectErrorBody(body: Record<string, unknown>, statusCode: number, code?: string): void {
  expect(body.statusCode).toBe(statusCode);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['code', 'message', 'statusCode']));
  for (const key of Object.keys(body)) expect(['statusCode', 'code', 'message', 'details']).toContain(key);
  if (code) expect(body.code).toBe(code);
}

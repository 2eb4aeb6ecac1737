import { Client, Pool } from 'pg';
import { runQueriesWithCallbacks } from '../../src/platform/library-workarounds/pg-callback-queries';

describe("the pool's statements in pg's callback form (platform/library-workarounds)", () => {
  let pool: Pool;
  const query = jest.spyOn(Client.prototype, 'query');

  beforeAll(() => {
    pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    runQueriesWithCallbacks(pool);
  });
  afterAll(async () => {
    query.mockRestore();
    await pool.end();
  });

  it("hands out clients and runs (text, values) statements with a callback of ours, answering as pg's promise form does", async () => {
    const client = await pool.connect();
    try {
      query.mockClear();
      const result = await client.query('select $1::int + 1 as answer', [41]);
      expect(result.rows).toEqual([{ answer: 42 }]);
      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]).toEqual(['select $1::int + 1 as answer', [41], expect.any(Function)]);
    } finally {
      client.release();
    }
  });

  it('rejects with the database error, and leaves other call shapes to pg', async () => {
    const client = await pool.connect();
    try {
      await expect(client.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
      query.mockClear();
      const result = await client.query({ text: 'select 1 as one' });
      expect(result.rows).toEqual([{ one: 1 }]);
      expect(query.mock.calls[0]).toEqual([{ text: 'select 1 as one' }]);
    } finally {
      client.release();
    }
  });
});

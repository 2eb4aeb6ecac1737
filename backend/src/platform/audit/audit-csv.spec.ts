import { csvCell, csvLine, csvRecord } from './audit-csv';

describe('the audit log file’s cells', () => {
  it('writes plain text as it is and nothing for null', () => {
    expect(csvCell('verification.approved')).toBe('verification.approved');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Smith, Jr')).toBe('"Smith, Jr"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('{"status":"pending","note":"a, b"}')).toBe('"{""status"":""pending"",""note"":""a, b""}"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil.example","open")'])(
    'makes %p text for a spreadsheet: an apostrophe before it',
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted).toBe(`'${value}`);
    },
  );

  it('leaves a formula character that does not start the cell alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });

  it('writes an entry in the order of the columns, names with their usernames, states as JSON', () => {
    expect(
      csvRecord({
        id: 'e',
        adminId: 'a',
        admin: { id: 'a', name: 'Ada Admin', username: 'ada' },
        action: 'report.resolved',
        subjectType: 'report',
        subjectId: 's',
        personId: null,
        person: null,
        before: { status: 'pending' },
        after: null,
        createdAt: '2026-12-04T10:00:00.000Z',
      }),
    ).toBe('2026-12-04T10:00:00.000Z,a,Ada Admin (@ada),report.resolved,report,s,,,"{""status"":""pending""}",\r\n');
  });
});

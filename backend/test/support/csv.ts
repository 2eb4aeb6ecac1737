/**
 * Reads CSV text as RFC 4180 writes it (quoted cells with doubled quotes, CRLF between records):
 * the records, each a list of cells. A test's reader, strict about what the standard allows.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error('a quoted cell is not closed');
        cell += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        cell += '"';
        at += 1;
      }
    }
    const next = text[at];
    if (next === ',') {
      record.push(cell);
      cell = '';
      at += 1;
    } else if (next === '\r' && text[at + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      at += 2;
    } else if (next === undefined) {
      break;
    } else if (next === '"' || next === '\n' || next === '\r') {
      throw new Error(`a bare ${JSON.stringify(next)} outside quotes at ${at}`);
    } else {
      cell += next;
      at += 1;
    }
  }
  if (cell !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}

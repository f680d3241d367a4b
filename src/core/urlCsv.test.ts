import { describe, expect, it } from 'vitest';
import { csvRecords, urlsFromCsv } from './urlCsv.ts';

describe('csvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)', () => {
    expect(csvRecords('a,"b,c","say ""hi""\nthere"\r\nd,e,f', ',')).toEqual([['a', 'b,c', 'say "hi"\nthere'], ['d', 'e', 'f']]);
  });
});

describe('urlsFromCsv', () => {
  it('takes the column a header names (Screaming Frog writes "Address")', () => {
    const csv = '"Address","Status Code","Title"\n"https://example.com/a","200","A, the page"\n"https://example.com/b","404",""\n';
    expect(urlsFromCsv(csv)).toBe('https://example.com/a\nhttps://example.com/b');
  });

  it('without a URL header, takes the first column holding a URL, every row being data', () => {
    expect(urlsFromCsv('1,/a,x\n2,/b,y')).toBe('/a\n/b');
  });

  it('reads a TSV and drops a byte order mark', () => {
    expect(urlsFromCsv('\ufeffurl\tstatus\n/a\t200')).toBe('/a');
  });
});

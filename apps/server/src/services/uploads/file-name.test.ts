// sanitizeFileName(): the display name of an upload (docs/product/chat.md).
import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, sanitizeFileName } from './file-name.js';

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['C:\\Users\\me\\Desktop\\cv.docx', 'cv.docx'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['/abs/path/photo.JPG', 'photo.JPG'],
    ['bell\u0007 and\nnew\rline.txt', 'bell and new line.txt'],
    ['tab\there.txt', 'tab here.txt'],
    ['nul\u0000.txt', 'nul.txt'],
    ['c1\u0080\u009b.txt', 'c1.txt'],
    ['next\u0085line\u2028para.txt', 'next line para.txt'],
    // A right-to-left override would show 'invoice‮fdp.exe' as 'invoiceexe.pdf'.
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['zero\u200bwidth\ufeff.png', 'zerowidth.png'],
    ['  spaced   out  .txt  ', 'spaced out .txt'],
    ['cafe\u0301.txt', 'caf\u00e9.txt'],
    ['lone\ud800half.txt', 'lone\ufffdhalf.txt'],
    ['..', ''],
    ['dir/..', ''],
    ['\u0001\u0002', ''],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(FILE_NAME_MAX);
    expect(name.endsWith('a.pdf')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and never splits an emoji', () => {
    const name = sanitizeFileName(`${'😀'.repeat(250)}.txt`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX);
    expect(name).toMatch(/^(😀)+\.txt$/u);
  });

  it('cuts a long name without a sane extension plainly', () => {
    expect(Array.from(sanitizeFileName('x'.repeat(500)))).toHaveLength(FILE_NAME_MAX);
    expect(sanitizeFileName(`a.${'b'.repeat(300)}`)).toHaveLength(FILE_NAME_MAX);
  });
});

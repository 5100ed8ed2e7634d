// The content checks of docs/product/chat.md: each allowed extension's family,
// renamed executables refused, text checked all the way through.
import { describe, expect, it } from 'vitest';
import { CHAT_FILE_TYPES } from '@clanhall/shared';
import { looksExecutable, matchesSignature, TextCheck } from './file-signatures.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const box = (type: string, brand: string) => bytes([0, 0, 0, 0x18], type, brand, [0, 0, 0, 0], brand, 'mp41');

/** A plausible start of each allowed type. */
const SAMPLES: Record<string, Buffer> = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'),
  png: bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]),
  docx: bytes('PK\x03\x04', [0x14, 0, 6, 0], '[Content_Types].xml'),
  txt: bytes('Hello, world\r\n'),
  mp4: box('ftyp', 'isom'),
  mov: box('ftyp', 'qt  '),
  m4a: box('ftyp', 'M4A '),
  avi: bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'),
  wmv: bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]),
  mp3: bytes('ID3', [4, 0, 0, 0, 0, 0, 0]),
  wav: bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
  ogg: bytes('OggS', [0, 2]),
  zip: bytes('PK\x05\x06', Array(18).fill(0)),
  rar: bytes('Rar!\x1a\x07\x01\x00'),
  '7z': bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]),
};

const EXECUTABLES: Record<string, Buffer> = {
  elf: bytes([0x7f], 'ELF', [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  pe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  machO: bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]),
  machOUniversal: bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2]),
  script: bytes('#!/bin/sh\nrm -rf ~\n'),
};

describe('matchesSignature', () => {
  it('has a check for every allowed extension, each accepting its own sample', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(CHAT_FILE_TYPES).sort());
    for (const [extension, head] of Object.entries(SAMPLES)) expect(matchesSignature(extension, head), extension).toBe(true);
  });

  it('accepts an MPEG audio frame without ID3 tag, and refuses AAC (ADTS) named .mp3', () => {
    expect(matchesSignature('mp3', bytes([0xff, 0xfb, 0x90, 0x64]))).toBe(true);
    expect(matchesSignature('mp3', bytes([0xff, 0xf1, 0x50, 0x80]))).toBe(false);
  });

  it('refuses content of another family', () => {
    expect(matchesSignature('jpg', SAMPLES.png!)).toBe(false);
    expect(matchesSignature('pdf', SAMPLES.zip!)).toBe(false);
    expect(matchesSignature('wav', SAMPLES.avi!)).toBe(false);
    expect(matchesSignature('mp4', SAMPLES.wmv!)).toBe(false);
    expect(matchesSignature('png', Buffer.alloc(0))).toBe(false);
  });

  it.each(Object.keys(EXECUTABLES))('refuses a renamed executable (%s) under any allowed name', (kind) => {
    const head = EXECUTABLES[kind]!;
    expect(looksExecutable(head)).toBe(true);
    for (const extension of Object.keys(CHAT_FILE_TYPES)) expect(matchesSignature(extension, head), extension).toBe(false);
  });

  it('refuses a PDF header that follows an executable start', () => {
    expect(matchesSignature('pdf', bytes('MZ', '%PDF-1.4'))).toBe(false);
  });

  it('refuses every extension it does not know, HTML, SVG and script included', () => {
    for (const extension of ['html', 'htm', 'svg', 'js', 'exe', 'sh', '', '__proto__', 'constructor', 'toString']) {
      expect(matchesSignature(extension, bytes('<svg onload=alert(1)>'))).toBe(false);
    }
  });
});

describe('TextCheck', () => {
  const check = (...chunks: Buffer[]) => {
    const text = new TextCheck();
    return chunks.every((chunk) => text.push(chunk)) && text.end();
  };

  it('accepts UTF-8 text with a BOM, tabs, line breaks, form feeds and escapes', () => {
    expect(check(Buffer.from('\ufeffcafé\tnaïve\r\n\f\x1b[1m bold 😀\n', 'utf8'))).toBe(true);
    expect(check(Buffer.alloc(0))).toBe(true);
  });

  it('accepts a character split across chunks', () => {
    const emoji = Buffer.from('😀', 'utf8');
    expect(check(emoji.subarray(0, 2), emoji.subarray(2))).toBe(true);
  });

  it('refuses NUL, other controls, invalid UTF-8 and a cut-off character at the end', () => {
    expect(check(Buffer.from('abc\0def'))).toBe(false);
    expect(check(Buffer.from('fine'), Buffer.from([0x41, 0x00]))).toBe(false);
    expect(check(Buffer.from('bell\x07'))).toBe(false);
    expect(check(Buffer.from([0x61, 0xff, 0x62]))).toBe(false);
    expect(check(Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(check(Buffer.from('😀', 'utf8').subarray(0, 3))).toBe(false);
    // UTF-16 (Notepad's "Unicode") is not UTF-8 text.
    expect(check(Buffer.from('\ufeffhi', 'utf16le'))).toBe(false);
  });
});

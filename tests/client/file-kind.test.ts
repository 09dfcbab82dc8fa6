import { describe, expect, it } from 'vitest';
import { fileKindOf } from '../../src/contract/files.ts';

describe('file kinds', () => {
  it('follows the spec by extension: pdf; jpg, jpeg, png and gif are images; doc and docx are doc', () => {
    expect(fileKindOf('contract.pdf')).toBe('pdf');
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.gif']) expect(fileKindOf(name)).toBe('image');
    expect(fileKindOf('brief.doc')).toBe('doc');
    expect(fileKindOf('brief.docx')).toBe('doc');
  });

  it('ignores case', () => {
    expect(fileKindOf('SCAN.PDF')).toBe('pdf');
    expect(fileKindOf('Whiteboard.JpEg')).toBe('image');
    expect(fileKindOf('Essay.DOCX')).toBe('doc');
  });

  it('reads the last extension only, and anything else is unknown', () => {
    expect(fileKindOf('notes.pdf.txt')).toBe('unknown');
    expect(fileKindOf('slides.pptx')).toBe('unknown');
    expect(fileKindOf('README')).toBe('unknown');
    expect(fileKindOf('pdf')).toBe('unknown');
    expect(fileKindOf('archive.')).toBe('unknown');
    expect(fileKindOf('photo.png.exe')).toBe('unknown');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../../src/server/errors';
import { cleanPdfName, removeCv, saveCv } from '../../../src/server/services/uploads';
import { tempDir } from '../support/testApp';

describe('saveCv', () => {
  let uploadsDir: string;
  const cvFiles = () => (fs.existsSync(path.join(uploadsDir, 'cv')) ? fs.readdirSync(path.join(uploadsDir, 'cv')) : []);

  beforeEach(() => {
    uploadsDir = path.join(tempDir(), 'uploads');
  });

  afterEach(() => {
    fs.rmSync(path.dirname(uploadsDir), { recursive: true, force: true });
  });

  it('recognises a PDF whose signature arrives split over several chunks', async () => {
    const chunks = [Buffer.from('%P'), Buffer.from('D'), Buffer.from('F-1.7\n'), Buffer.from('rest of the file')];
    const stored = await saveCv(uploadsDir, Readable.from(chunks));
    expect(stored).toEqual({ key: expect.stringMatching(/^cv\/[0-9a-f]{32}\.pdf$/), size: 25 });
    expect(fs.readFileSync(path.join(uploadsDir, stored!.key), 'utf8')).toBe('%PDF-1.7\nrest of the file');
    expect(cvFiles()).toHaveLength(1);
  });

  it.each([
    ['text', ['Hello, I am not a PDF']],
    ['a signature further in', ['x%PDF-1.7']],
    ['fewer bytes than the signature', ['%PD']],
  ])('refuses %s with unsupportedFileType and keeps nothing', async (_case, chunks) => {
    await expect(saveCv(uploadsDir, Readable.from(chunks.map((c) => Buffer.from(c))))).rejects.toEqual(new AppError('unsupportedFileType'));
    expect(cvFiles()).toEqual([]);
  });

  it('refuses a file past the limit with fileTooLarge and keeps nothing', async () => {
    const chunks = [Buffer.from('%PDF-'), Buffer.alloc(60), Buffer.alloc(60)];
    await expect(saveCv(uploadsDir, Readable.from(chunks), 100)).rejects.toEqual(new AppError('fileTooLarge'));
    expect(cvFiles()).toEqual([]);
  });

  it('refuses a file the parser cut at its own limit', async () => {
    const source = Object.assign(Readable.from([Buffer.from('%PDF-1.7')]), { truncated: true });
    await expect(saveCv(uploadsDir, source)).rejects.toEqual(new AppError('fileTooLarge'));
    expect(cvFiles()).toEqual([]);
  });

  it('reads an empty file as no file', async () => {
    expect(await saveCv(uploadsDir, Readable.from([]))).toBeNull();
    expect(cvFiles()).toEqual([]);
  });
});

describe('removeCv', () => {
  it('removes a stored CV, and never a path that is not a CV key', async () => {
    const root = tempDir();
    const uploadsDir = path.join(root, 'uploads');
    const stored = (await saveCv(uploadsDir, Readable.from([Buffer.from('%PDF-1.7')])))!;
    fs.writeFileSync(path.join(root, 'app.db'), 'precious');
    await removeCv(uploadsDir, '../app.db');
    await removeCv(uploadsDir, 'cv/../../app.db');
    expect(fs.readFileSync(path.join(root, 'app.db'), 'utf8')).toBe('precious');
    await removeCv(uploadsDir, stored.key);
    expect(fs.existsSync(path.join(uploadsDir, stored.key))).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('cleanPdfName', () => {
  it.each([
    ['cv-lea.pdf', 'cv-lea.pdf'],
    ['../../x.pdf', 'x.pdf'],
    ['C:\\Users\\lea\\CV Léa.PDF', 'CV Léa.PDF'],
    ['cv', 'cv.pdf'],
    ['line\r\nbreak"quote.pdf', 'linebreakquote.pdf'],
    ['', 'cv.pdf'],
    [undefined, 'cv.pdf'],
    ['..', 'cv.pdf'],
    ['.pdf', 'cv.pdf'],
  ])('turns %p into %p', (name, clean) => {
    expect(cleanPdfName(name)).toBe(clean);
  });

  it('shortens a very long name and keeps its extension', () => {
    const clean = cleanPdfName(`${'a'.repeat(300)}.pdf`);
    expect(clean).toHaveLength(120);
    expect(clean.endsWith('.pdf')).toBe(true);
  });
});

import sharp from 'sharp';
import { AppError } from '../../../src/server/errors';
import { AVATAR_MAX_SIDE } from '../../../src/server/services/avatars';
import { CONTENT_IMAGE_MAX_SIDE } from '../../../src/server/services/content/admin/images';
import { MAX_WAITING_UPLOADED_IMAGES, reencodeUploadedImage, type UploadedImageKind } from '../../../src/server/services/images/upload';
import en from '../../../src/shared/locales/en/errors.json';
import fr from '../../../src/shared/locales/fr/errors.json';
import { pngDeclaring } from '../support/images';

const AVATAR: UploadedImageKind = { maxSide: AVATAR_MAX_SIDE, tooLarge: 'profileImageTooLarge' };

const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#13233f' } }).png({ compressionLevel: 9 }).toBuffer();

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('an uploaded image’s sides, read from its header before decoding', () => {
  test('the 117 KB PNG of 40000 × 1000 px is refused with 400 profileImageTooLarge, and never reaches the encoder', async () => {
    const declared = await flat(40_000, 1000);
    expect(declared.length).toBeLessThan(120 * 1024);
    const encode = jest.fn(async () => Buffer.alloc(0));
    const error = await refusal(reencodeUploadedImage(declared, AVATAR, encode));
    expect([error.code, error.status]).toEqual(['profileImageTooLarge', 400]);
    expect(encode).not.toHaveBeenCalled();
  });

  test('a header declaring 50000 × 50000 over one pixel of data is refused by its sides: decoding it would have failed instead (415)', async () => {
    expect((await refusal(reencodeUploadedImage(await pngDeclaring(50_000, 50_000), AVATAR, (image) => image.toBuffer()))).code).toBe('profileImageTooLarge');
    // The same lie within the limit reaches the decoder, which finds the data missing.
    expect((await refusal(reencodeUploadedImage(await pngDeclaring(64, 64), AVATAR, (image) => image.toBuffer()))).code).toBe('unsupportedFileType');
  });

  test.each([
    ['width', AVATAR_MAX_SIDE + 1, 1],
    ['height', 1, AVATAR_MAX_SIDE + 1],
  ])('one pixel past the side limit in %s is refused; at the limit it is re-encoded', async (_side, width, height) => {
    expect((await refusal(reencodeUploadedImage(await pngDeclaring(width, height), AVATAR, (image) => image.toBuffer()))).code).toBe('profileImageTooLarge');
    const atLimit = await flat(Math.min(width, AVATAR_MAX_SIDE), Math.min(height, AVATAR_MAX_SIDE));
    const { info } = await reencodeUploadedImage(atLimit, AVATAR, (image) => image.webp().toBuffer({ resolveWithObject: true }));
    expect([info.width, info.height]).toEqual([Math.min(width, AVATAR_MAX_SIDE), Math.min(height, AVATAR_MAX_SIDE)]);
  });

  test('each kind has its own limit and code', async () => {
    const content: UploadedImageKind = { maxSide: CONTENT_IMAGE_MAX_SIDE, tooLarge: 'contentImageTooLarge' };
    expect((await refusal(reencodeUploadedImage(await pngDeclaring(CONTENT_IMAGE_MAX_SIDE + 1, 1), content, (image) => image.toBuffer()))).code).toBe('contentImageTooLarge');
    const between = await flat(AVATAR_MAX_SIDE + 1, 1);
    expect((await reencodeUploadedImage(between, content, (image) => image.webp().toBuffer({ resolveWithObject: true }))).info.width).toBe(AVATAR_MAX_SIDE + 1);
  });

  test('the messages name each limit, in both languages', () => {
    for (const [code, side] of [
      ['profileImageTooLarge', AVATAR_MAX_SIDE],
      ['contentImageTooLarge', CONTENT_IMAGE_MAX_SIDE],
    ] as const) {
      expect(en[code]).toContain(`${side.toLocaleString('en')} × ${side.toLocaleString('en')} pixels`);
      expect(fr[code]).toContain(`${side.toLocaleString('fr')} × ${side.toLocaleString('fr')} pixels`);
    }
  });
});

describe('uploaded images re-encoded one at a time', () => {
  test('one runs, a few wait their turn, past them 503 serverBusy with Retry-After at once', async () => {
    const small = await flat(16, 16);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const job = (id: number) =>
      reencodeUploadedImage(small, AVATAR, async (image) => {
        running += 1;
        most = Math.max(most, running);
        started.push(id);
        await new Promise<void>((resolve) => gates.push(resolve));
        const done = await image.toBuffer();
        running -= 1;
        return done;
      });
    const accepted = Array.from({ length: 1 + MAX_WAITING_UPLOADED_IMAGES }, (_, id) => job(id));
    // The header checks run first, on libuv's pool: wait until one job holds the turn and the others' checks are done.
    while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await sharp(small).metadata();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toHaveLength(1);
    const refused = await refusal(job(99));
    expect([refused.code, refused.status, refused.retryAfterSeconds]).toEqual(['serverBusy', 503, 2]);

    while (started.length < accepted.length || gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(accepted);
    expect(most).toBe(1);
    expect([...started].sort((a, b) => a - b)).toEqual(Array.from({ length: accepted.length }, (_, id) => id));
  });
});

import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A 1 × 1 PNG whose header is rewritten to declare width × height ("pixel flood"): a file of under
 * 200 bytes whose sides only a header check sees; its pixel data could never be decoded to them.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer();
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

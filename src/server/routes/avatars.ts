import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { AVATAR_FILE_NAME } from '../services/avatars';

/** GET /uploads/avatars/<random>.webp: profile images only; CVs in uploads/ are never served. */
export async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const { name } = request.params;
    if (!AVATAR_FILE_NAME.test(name)) throw new AppError('notFound');
    let image: Buffer;
    try {
      image = await fs.readFile(path.join(app.config.avatarsDir, name));
    } catch {
      throw new AppError('notFound');
    }
    // A new image gets a new random name, so a name's content never changes.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
  });
}

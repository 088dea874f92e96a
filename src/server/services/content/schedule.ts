import { nowIso, type Db } from './refs';

/**
 * When the next scheduled article, project or job becomes public, or an open job closes (ms since
 * epoch), or null when none is waiting: the answers change then without any write.
 */
export async function nextScheduledChange(db: Db): Promise<number | null> {
  const now = nowIso();
  const [article, project, job, closing] = await Promise.all([
    db.selectFrom('articles').select((eb) => eb.fn.min('published_at').as('at')).where('published', '=', 1).where('published_at', '>', now).executeTakeFirst(),
    db.selectFrom('projects').select((eb) => eb.fn.min('published_at').as('at')).where('published', '=', 1).where('published_at', '>', now).executeTakeFirst(),
    db.selectFrom('jobs').select((eb) => eb.fn.min('posted_at').as('at')).where('active', '=', 1).where('posted_at', '>', now).executeTakeFirst(),
    db.selectFrom('jobs').select((eb) => eb.fn.min('valid_through').as('at')).where('active', '=', 1).where('valid_through', '>', now).executeTakeFirst(),
  ]);
  const dates = [article?.at, project?.at, job?.at, closing?.at].filter((at): at is string => typeof at === 'string').map(Date.parse);
  return dates.length === 0 ? null : Math.min(...dates);
}

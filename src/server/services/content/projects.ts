import type { InferResult } from 'kysely';
import type { Project, ProjectCardData, ProjectOutcome, ProjectScreen, ProjectSummary } from '../../../shared/api';
import { findByRef, localized, namesRow, nowIso, type Db } from './refs';

/** The projects behind /api/projects, each a case study, with its client's slug and name. */

function publishedCards(db: Db) {
  return db
    .selectFrom('projects as p')
    .leftJoin('clients as c', 'c.id', 'p.client_id')
    .select(['p.id', 'p.slug', 'p.title_fr', 'p.title_en', 'p.summary_fr', 'p.summary_en', 'p.image', 'c.slug as client_slug', 'c.name as client_name', 'p.stack', 'p.published_at'])
    .where('p.published', '=', 1)
    .where('p.published_at', '<=', nowIso())
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc');
}

function publishedProjects(db: Db) {
  return publishedCards(db).select(['p.challenge_fr', 'p.challenge_en', 'p.approach_fr', 'p.approach_en', 'p.result_fr', 'p.result_en', 'p.outcomes', 'p.screens', 'p.updated_at']);
}

type CardRow = InferResult<ReturnType<typeof publishedCards>>[number];
type ProjectRow = InferResult<ReturnType<typeof publishedProjects>>[number];

function toProjectCard(row: CardRow): ProjectCardData {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    summary: localized(row.summary_fr, row.summary_en),
    image: row.image,
    client: row.client_slug !== null && row.client_name !== null ? { slug: row.client_slug, name: row.client_name } : null,
    stack: jsonList<string>(row.stack),
    publishedAt: row.published_at,
  };
}

function toProjectSummary(row: ProjectRow): ProjectSummary {
  return {
    ...toProjectCard(row),
    challenge: localized(row.challenge_fr, row.challenge_en),
    approach: localized(row.approach_fr, row.approach_en),
    result: localized(row.result_fr, row.result_en),
    outcomes: jsonList<ProjectOutcome>(row.outcomes),
    screens: jsonList<ProjectScreen>(row.screens),
    updatedAt: row.updated_at,
  };
}

/** A JSON array column; anything else (a hand-edited row) reads as empty rather than failing the page. */
function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** What the lists show: a card each, newest first; only the newest `count` when given. */
export async function listProjectCards(db: Db, count?: number): Promise<ProjectCardData[]> {
  const cards = publishedCards(db);
  return (await (count === undefined ? cards : cards.limit(count)).execute()).map(toProjectCard);
}

export async function listProjects(db: Db): Promise<ProjectSummary[]> {
  return (await publishedProjects(db).execute()).map(toProjectSummary);
}

/** Whether `value` (an id or a slug) names a published project: getProject's lookup. */
export function projectExists(db: Db, value: string): Promise<boolean> {
  return namesRow(value, (column, key) => publishedCards(db).where(`p.${column}`, '=', key).executeTakeFirst());
}

export async function getProject(db: Db, value: string): Promise<Project> {
  const row = await findByRef(value, (column, key) => publishedProjects(db).select(['p.body_fr', 'p.body_en']).where(`p.${column}`, '=', key).executeTakeFirst());
  return { ...toProjectSummary(row), body: localized(row.body_fr, row.body_en) };
}

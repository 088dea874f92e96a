import type { InferResult } from 'kysely';
import type { Project, ProjectSummary } from '../../../shared/api';
import { findByRef, localized, nowIso, type Db } from './refs';

/** The projects behind /api/projects, with their client's name. */

function publishedProjects(db: Db) {
  return db
    .selectFrom('projects as p')
    .leftJoin('clients as c', 'c.id', 'p.client_id')
    .select(['p.id', 'p.slug', 'p.title_fr', 'p.title_en', 'p.summary_fr', 'p.summary_en', 'p.image', 'c.name as client_name', 'p.published_at', 'p.updated_at'])
    .where('p.published', '=', 1)
    .where('p.published_at', '<=', nowIso())
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc');
}

type ProjectRow = InferResult<ReturnType<typeof publishedProjects>>[number];

function toProjectSummary(row: ProjectRow): ProjectSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title_fr, row.title_en),
    summary: localized(row.summary_fr, row.summary_en),
    image: row.image,
    client: row.client_name,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

export async function listProjects(db: Db): Promise<ProjectSummary[]> {
  return (await publishedProjects(db).execute()).map(toProjectSummary);
}

export async function getProject(db: Db, value: string): Promise<Project> {
  const row = await findByRef(value, (column, key) => publishedProjects(db).select(['p.body_fr', 'p.body_en']).where(`p.${column}`, '=', key).executeTakeFirst());
  return { ...toProjectSummary(row), body: localized(row.body_fr, row.body_en) };
}

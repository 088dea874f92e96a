import { articles, categories } from './articles';
import { clients } from './clients';
import { items } from './items';
import { jobs } from './jobs';
import { projects } from './projects';
import type { SeedContent } from './types';

/** The sample content a fresh database starts with (see seedIfEmpty). */
export const sampleContent: SeedContent = { categories, articles, clients, projects, jobs, items };

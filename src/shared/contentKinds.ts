import type * as adminSchemas from './schemas/admin';

/**
 * The content kinds, each declared once (docs/content-admin.md, "Adding a content kind"). The
 * server derives from this list the staff routes (/api/admin/<key>), the content store, the
 * journal's entities, the content tables that move the content version and the lists its tests
 * walk; the staff area derives its sections, lists, forms, cache tags and loading areas.
 * Plain data only: the public bundle imports it (tags, loading areas), the schemas stay in their
 * own chunk and are named here by their export in schemas/admin.ts.
 */

/** draft: not public; scheduled: public from `publishedAt` on; published: public now. */
export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const JOB_STATUSES = ['open', 'closed'] as const;
export const CLIENT_STATUSES = ['draft', 'published'] as const;
export const ITEM_STATUSES = ['active', 'retired'] as const;

/**
 * How a field is stored and edited. `text`: one line; `longText`: several lines; `richText`: the
 * site's Markdown subset; `image`: an image URL of the site's own (uploaded first); `number`: an
 * integer (an order); the others are read and written by the kind's own form and mapping.
 */
export type FieldType = 'text' | 'longText' | 'richText' | 'image' | 'number' | 'reference' | 'date' | 'choice' | 'price' | 'list' | 'object';

export interface FieldSpec {
  type: FieldType;
  /** Stored as `<column>_fr` and `<column>_en`, answered as `{ fr, en }`. */
  localized?: boolean;
}

/**
 * Who sees an entry. `publication`: draft / scheduled / published, kept in `published` and
 * `published_at`. `flag`: two statuses kept in a 0/1 column, `on` being 1; `actions` names the
 * list's button that moves an entry out of each status (`adminContent:actions.<name>`).
 */
export type StatusModel =
  | { model: 'publication'; values: typeof PUBLICATION_STATUSES }
  | { model: 'flag'; values: readonly [string, string]; column: 'published' | 'active'; on: string; actions: Readonly<Record<string, string>> };

export type AdminSchemaName = Extract<keyof typeof adminSchemas, `admin${string}Schema`>;

export interface ContentKindSpec {
  /** Its path under /api/admin, its staff section (`admin:nav.<key>`, `adminContent:kinds.<key>.*`). */
  key: string;
  /** Its name in the journal (AUDIT_ENTITIES, `admin:audit.entities.<entity>`). */
  entity: string;
  /** Its table; the table's migration makes it move the content version (bumpsContentVersion). */
  table: string;
  /** The body of its POST and PUT and its form's rules: an export of schemas/admin.ts. */
  schema: AdminSchemaName;
  /** Its fields as the API answers them (besides id, slug, status and updatedAt). */
  fields: Readonly<Record<string, FieldSpec>>;
  /** Its slug is made from this field when left empty; null: the kind has no slug. */
  slug: { from: string } | null;
  /** Its status model; null: every entry is public. */
  status: StatusModel | null;
  list: {
    /** The field naming an entry in the list, the dialogs and the journal. */
    label: string;
    /** The fields `?q=` searches in (with the slug). */
    search: readonly string[];
    /** The fields shown as columns between the name and the status. */
    columns: readonly string[];
  };
  /** What visitors get: `own`, the kind's own public routes (routes/<key>.ts), cached under the tag `Key` with a loading area `key`; null, nothing of its own. */
  public: { api: 'own' } | null;
  /** The other lists a write makes stale (an article names its category): cache tags. */
  alsoStale: readonly string[];
}

const publication = { model: 'publication', values: PUBLICATION_STATUSES } as const;
const localizedText = { type: 'text', localized: true } as const;
const localizedLines = { type: 'longText', localized: true } as const;
const localizedRich = { type: 'richText', localized: true } as const;

export const CONTENT_KINDS = [
  {
    key: 'articles',
    entity: 'article',
    table: 'articles',
    schema: 'adminArticleSchema',
    fields: {
      categoryId: { type: 'reference' },
      title: localizedText,
      excerpt: localizedLines,
      body: localizedRich,
      image: { type: 'image' },
      imageAlt: localizedText,
      publishedAt: { type: 'date' },
    },
    slug: { from: 'title' },
    status: publication,
    list: { label: 'title', search: ['title'], columns: ['slug'] },
    public: { api: 'own' },
    alsoStale: [],
  },
  {
    key: 'categories',
    entity: 'category',
    table: 'categories',
    schema: 'adminCategorySchema',
    fields: { name: localizedText, description: localizedLines },
    slug: { from: 'name' },
    status: null,
    list: { label: 'name', search: ['name'], columns: [] },
    public: null,
    alsoStale: ['AdminArticles', 'Articles'],
  },
  {
    key: 'jobs',
    entity: 'job',
    table: 'jobs',
    schema: 'adminJobSchema',
    fields: {
      title: localizedText,
      summary: localizedLines,
      description: localizedRich,
      employmentType: { type: 'choice' },
      location: { type: 'text' },
      salary: { type: 'object' },
      address: { type: 'object' },
      postedAt: { type: 'date' },
      validThrough: { type: 'date' },
    },
    slug: { from: 'title' },
    status: { model: 'flag', values: JOB_STATUSES, column: 'active', on: 'open', actions: { open: 'close', closed: 'reopen' } },
    list: { label: 'title', search: ['title', 'location'], columns: ['location'] },
    public: { api: 'own' },
    alsoStale: [],
  },
  {
    key: 'projects',
    entity: 'project',
    table: 'projects',
    schema: 'adminProjectSchema',
    fields: {
      clientId: { type: 'reference' },
      title: localizedText,
      summary: localizedLines,
      body: localizedRich,
      challenge: localizedLines,
      approach: localizedLines,
      result: localizedLines,
      stack: { type: 'list' },
      image: { type: 'image' },
      publishedAt: { type: 'date' },
    },
    slug: { from: 'title' },
    status: publication,
    list: { label: 'title', search: ['title'], columns: [] },
    public: { api: 'own' },
    alsoStale: ['Clients'],
  },
  {
    key: 'clients',
    entity: 'client',
    table: 'clients',
    schema: 'adminClientSchema',
    fields: { name: { type: 'text' }, summary: localizedLines, body: localizedRich, logo: { type: 'image' }, position: { type: 'number' } },
    slug: { from: 'name' },
    status: { model: 'flag', values: CLIENT_STATUSES, column: 'published', on: 'published', actions: { published: 'unpublish', draft: 'publish' } },
    list: { label: 'name', search: ['name'], columns: [] },
    public: { api: 'own' },
    alsoStale: ['AdminProjects', 'Projects'],
  },
  {
    key: 'items',
    entity: 'item',
    table: 'items',
    schema: 'adminItemSchema',
    fields: { title: localizedText, description: localizedLines, image: { type: 'image' }, priceCents: { type: 'price' }, position: { type: 'number' } },
    slug: { from: 'title' },
    status: { model: 'flag', values: ITEM_STATUSES, column: 'active', on: 'active', actions: { active: 'retire', retired: 'reactivate' } },
    list: { label: 'title', search: ['title'], columns: ['priceCents'] },
    public: { api: 'own' },
    alsoStale: [],
  },
] as const satisfies readonly ContentKindSpec[];

export type ContentKindDescriptor = (typeof CONTENT_KINDS)[number];
/** A kind's key: its path under /api/admin and its staff section. */
export type ContentKindKey = ContentKindDescriptor['key'];
export type ContentEntity = ContentKindDescriptor['entity'];
export type ContentTableName = ContentKindDescriptor['table'];

const capitalized = <S extends string>(text: S) => `${text.charAt(0).toUpperCase()}${text.slice(1)}` as Capitalize<S>;

/** The staff list's cache tag of a kind: `AdminArticles`. */
export const adminTagOf = <K extends ContentKindKey>(key: K) => `Admin${capitalized(key)}` as const;
export type ContentAdminTag = `Admin${Capitalize<ContentKindKey>}`;

type PublicKind = Extract<ContentKindDescriptor, { public: object }>;
export type PublicContentKey = PublicKind['key'];
/** The public cache tag of a kind visitors read: `Articles`. */
export const publicTagOf = <K extends PublicContentKey>(key: K) => capitalized(key);
export type ContentPublicTag = Capitalize<PublicContentKey>;

export const PUBLIC_CONTENT_KINDS = CONTENT_KINDS.filter((kind): kind is PublicKind => kind.public !== null);
export function contentKind<K extends ContentKindKey>(key: K): Extract<ContentKindDescriptor, { key: K }> {
  return CONTENT_KINDS.find((kind) => kind.key === key) as Extract<ContentKindDescriptor, { key: K }>;
}

/** The fields of a kind holding an image URL (each one an upload must have been stored by this site). */
export const imageFieldsOf = (kind: ContentKindSpec): string[] => Object.keys(kind.fields).filter((name) => kind.fields[name]!.type === 'image');

/** The status an entry moves to from `status` with the list's button, and the button's name. */
export function statusActionOf(model: StatusModel, status: string): { to: string; action: string } {
  if (model.model === 'publication') return status === 'published' ? { to: 'draft', action: 'unpublish' } : { to: 'published', action: 'publish' };
  return { to: model.values.find((value) => value !== status)!, action: model.actions[status]! };
}

import { contentKind, type ContentKindDescriptor, type ContentKindKey } from '../../../shared/contentKinds';
import type * as adminSchemas from '../../../shared/schemas/admin';

type SchemaOf<K extends ContentKindKey> = (typeof adminSchemas)[Extract<ContentKindDescriptor, { key: K }>['schema']];

/**
 * The staff area's forms' shared schemas, imported when the form is first used (see useSchemaForm
 * and components/form/formSchemas.ts, the public forms'): a content kind's is the one its
 * descriptor names, the same the server validates its POST and PUT with.
 */
const admin = () => import('../../../shared/schemas/admin');

export const staffFormSchemas = {
  content:
    <K extends ContentKindKey>(kind: K) =>
    async (): Promise<SchemaOf<K>> => {
      const schemas: Record<string, unknown> = await admin();
      return schemas[contentKind(kind).schema] as SchemaOf<K>;
    },
  inboxUpdate: () => import('../../../shared/schemas/inbox').then((schemas) => schemas.inboxUpdateSchema),
};

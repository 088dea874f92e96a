import { useCreateContentMutation, useUpdateContentMutation, type ContentEntries, type ContentKind } from './contentApi';

/**
 * Creates the entry (no id yet) or updates it, with the body the shared schema takes (the server
 * validates it again); answers the entry as saved. Failures reject with the ApiError.
 */
export function useSaveContent<K extends ContentKind>(kind: K, id: number | undefined) {
  const [create, created] = useCreateContentMutation();
  const [update, updated] = useUpdateContentMutation();
  const save = (body: Record<string, unknown>): Promise<ContentEntries[K]> =>
    (id === undefined ? create({ kind, body }) : update({ kind, id, body })).unwrap() as Promise<ContentEntries[K]>;
  return { save, busy: created.isLoading || updated.isLoading };
}

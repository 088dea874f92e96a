/**
 * The whole text `written`, typed with plain spaces, as a pattern that also accepts the no-break
 * spaces of French typography (before « : ; ? ! », in "72 heures", in prices), which accessible
 * names keep as they are.
 */
export function typeset(written: string): RegExp {
  const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0\\u202f]');
  return new RegExp(`^${escaped}$`);
}

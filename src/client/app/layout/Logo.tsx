/** The agency's mark (the favicon's four squares), drawn inline so it needs no request. Decorative: the link around it is named. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#13233f" />
      <rect x="14" y="14" width="16" height="16" rx="3" fill="#ff6b4a" />
      <rect x="34" y="14" width="16" height="16" rx="3" fill="#f4f1ea" />
      <rect x="14" y="34" width="16" height="16" rx="3" fill="#f4f1ea" />
      <rect x="34" y="34" width="16" height="16" rx="3" fill="#6fd3c1" />
    </svg>
  );
}

import { initialsOf } from './profileImage';

export interface AvatarProps {
  /** The image URL (a /uploads/avatars/... path or a blob: preview); initials without one. */
  src: string | null;
  alt: string;
  firstName: string;
  lastName: string;
  className?: string;
}

/** A round profile image, or the person's initials (decorative: the name is always written next to it). */
export function Avatar({ src, alt, firstName, lastName, className = '' }: AvatarProps) {
  if (src) {
    return <img className={`avatar ${className}`.trim()} src={src} alt={alt} width={96} height={96} />;
  }
  return (
    <span className={`avatar avatar--initials ${className}`.trim()} aria-hidden="true">
      {initialsOf(firstName, lastName)}
    </span>
  );
}

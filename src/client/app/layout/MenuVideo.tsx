import { MENU_MEDIA_PATH } from './menuEntries';

/**
 * One entry's looping background video: silent, inline (never iOS's full-screen player), and
 * fetched only once shown, as it is mounted on hover. Decorative, so hidden from assistive technology.
 */
export function MenuVideo({ video }: { video: string }) {
  const base = `${MENU_MEDIA_PATH}/${video}`;
  return (
    <video
      key={video} // another entry remounts it, so the new sources load
      className="menu-video"
      poster={`${base}.webp`}
      autoPlay
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
    >
      <source src={`${base}.webm`} type="video/webm" />
      <source src={`${base}.mp4`} type="video/mp4" />
    </video>
  );
}

#!/usr/bin/env bash
# Makes the burger menu's background videos (one per entry) from ffmpeg's built-in sources:
# abstract, slow and tinted with the brand colours, so no footage or licence is involved.
# Each clip is 3 s played forwards then backwards (6 s that loop without a seam), 960x540,
# silent, as H.264 mp4 and VP9 webm, plus a webp poster.
# Usage: scripts/make-menu-videos.sh [out dir]   (default public/media/menu; needs ffmpeg with libx264, libvpx, libwebp)
set -euo pipefail

OUT="${1:-$(dirname "$0")/../public/media/menu}"
mkdir -p "$OUT"

SIZE=960x540
FPS=24
HALF=3 # seconds; the clip is twice this long

# Brand colours (src/client/styles/global.css): ink 19,35,63; mint 111,211,193; coral 255,107,74; paper 244,241,234.
# duotone R G B: maps black to ink and white to the given colour, for grey sources.
duotone() {
  local r=$1 g=$2 b=$3
  echo "format=gray,format=rgb24,lutrgb=r='19+val*($r-19)/255':g='35+val*($g-35)/255':b='63+val*($b-63)/255'"
}

# The source of each entry, one filter chain that ends as 960x540 frames.
source_for() {
  case "$1" in
    home)
      echo "gradients=s=$SIZE:r=$FPS:d=$HALF:seed=11:n=3:c0=#13233f:c1=#b4432b:c2=#2f7f73:speed=0.015:type=spiral,format=gbrp,gblur=sigma=24"
      ;;
    about)
      echo "life=s=120x68:r=$FPS:seed=7:mold=8:mold_color=#404040,trim=duration=$HALF,tmix=frames=12,scale=$SIZE:flags=bicubic,gblur=sigma=14,$(duotone 111 211 193)"
      ;;
    projects)
      echo "mandelbrot=s=480x270:r=$FPS:start_scale=2.5:end_scale=1.2:end_pts=400:start_x=-0.745:start_y=0.11:inner=black,trim=duration=$HALF,scale=$SIZE:flags=bicubic,gblur=sigma=10,$(duotone 214 90 62)"
      ;;
    services)
      echo "cellauto=s=160x90:r=8:rule=30:start_full=1:seed=3,fps=$FPS,trim=duration=$HALF,tmix=frames=8,scale=$SIZE:flags=bicubic,gblur=sigma=12,$(duotone 160 172 190)"
      ;;
    blog)
      echo "gradients=s=$SIZE:r=$FPS:d=$HALF:seed=23:n=4:c0=#13233f:c1=#2f7f73:c2=#13233f:c3=#8a3a2a:speed=0.03:type=linear,format=gbrp,gblur=sigma=20"
      ;;
    recruitment)
      echo "life=s=96x54:r=$FPS:seed=42:rule=B36/S23:mold=12:mold_color=#303030,trim=duration=$HALF,tmix=frames=12,scale=$SIZE:flags=bicubic,gblur=sigma=16,$(duotone 255 107 74)"
      ;;
    contact)
      echo "gradients=s=$SIZE:r=$FPS:d=$HALF:seed=5:n=4:c0=#13233f:c1=#9c3b27:c2=#13233f:c3=#2f7f73:speed=0.012:type=circular,format=gbrp,gblur=sigma=24"
      ;;
    *) echo "unknown entry $1" >&2; exit 1 ;;
  esac
}

# Quality by entry and format (lower is finer): smooth gradients band at a low bitrate, so they
# get a finer setting; every file stays well under 400 KB.
crf_for() {
  case "$1:$2" in
    home:mp4 | blog:mp4 | contact:mp4) echo 20 ;;
    *:mp4) echo 26 ;;
    home:webm | blog:webm | contact:webm) echo 30 ;;
    *:webm) echo 36 ;;
  esac
}

# ONLY="home blog" remakes just those entries.
read -r -a ENTRIES <<< "${ONLY:-home about projects services blog recruitment contact}"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

for name in "${ENTRIES[@]}"; do
  # Forwards, then backwards without repeating the turning frame, kept lossless until encoded.
  graph="$(source_for "$name"),trim=duration=$HALF,setpts=PTS-STARTPTS,split[f][b];[b]reverse,trim=start_frame=1,setpts=PTS-STARTPTS[r];[f][r]concat=n=2:v=1,format=yuv420p[v]"
  ffmpeg -hide_banner -v error -y -filter_complex "$graph" -map '[v]' -an -c:v ffv1 "$WORK/$name.mkv"
  ffmpeg -hide_banner -v error -y -i "$WORK/$name.mkv" -an \
    -c:v libx264 -preset veryslow -crf "$(crf_for "$name" mp4)" -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"
  ffmpeg -hide_banner -v error -y -i "$WORK/$name.mkv" -an \
    -c:v libvpx-vp9 -b:v 0 -crf "$(crf_for "$name" webm)" -row-mt 1 -deadline good -cpu-used 1 "$OUT/$name.webm"
  ffmpeg -hide_banner -v error -y -i "$WORK/$name.mkv" -frames:v 1 -c:v libwebp -quality 75 "$OUT/$name.webp"
  echo "$name: $(du -k "$OUT/$name.mp4" | cut -f1) KB mp4, $(du -k "$OUT/$name.webm" | cut -f1) KB webm, $(du -k "$OUT/$name.webp" | cut -f1) KB poster"
done

#!/usr/bin/env bash
# Generates the demo blog images (1200x675 JPEG, quality 70, each well under 90 KB) with
# Debian's ImageMagick 6. The JPEGs beside this script are its committed output; rerun it
# only to change them (the plasma seeds make the output repeatable).
set -euo pipefail
cd "$(dirname "$0")"
W=1200 H=675
IM=${IM:-/usr/bin/convert}

# A 3-stop colour table: dark, middle, light.
clut() { echo "( -size 1x86 gradient:$1-$2 gradient:$2-$3 -append )"; }
# Darkens the edges so the picture sits well behind card text.
VIGNETTE="( -size ${W}x${H} radial-gradient:#ffffff-#2a2a2a -gamma 1.8 ) -compose multiply -composite"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# A soft glow of colour $1 centred at x=$2,y=$3 (drawn small and blurred, then scaled up:
# fast); prints the file to composite.
glow() {
  $IM -size 300x169 xc:black -fill "$1" -draw "ellipse $(( $2 / 4 )),$(( $3 / 4 )) $4,$5 0,360" -blur "0x$6" -resize "${W}x${H}!" "$TMP/glow-$2-$3.png"
  echo "$TMP/glow-$2-$3.png"
}
OUT="-strip -sampling-factor 4:2:0 -interlace JPEG -quality 70"

# 1. The founding of the hall: mossy green stone warming to gold.
$IM -size ${W}x${H} -seed 1 plasma:fractal -blur 0x6 -colorspace gray -auto-level -sigmoidal-contrast 4x50% \
  $(clut '#050d08' '#1f4d2e' '#d9b257') -clut $VIGNETTE $OUT founding-of-the-hall.jpg

# 2. Winter solstice: night over the hills, a low gold sun, drifting snow.
$IM -size ${W}x${H} gradient:'#0a1a24'-'#2a4a3a' \
  $(glow '#ffd27a' 600 560 70 45 28) -compose screen -composite \
  -fill '#07130d' -draw "path 'M 0,540 C 200,470 380,500 560,550 C 760,600 900,470 1200,510 L 1200,675 L 0,675 Z'" \
  -fill '#0d2218' -draw "path 'M 0,600 C 260,560 520,640 760,610 C 960,585 1100,600 1200,590 L 1200,675 L 0,675 Z'" \
  \( -size ${W}x${H} xc:black -seed 2 +noise Random -colorspace gray -threshold 96% -blur 0x0.8 -level 0,30% \) -compose screen -composite \
  $VIGNETTE $OUT winter-solstice.jpg

# 3. Knotwork: interlaced gold rings on deep green, the pattern of a guild sampler.
$IM -size 160x160 xc:'#0c2416' -fill none \
  -stroke '#04100a' -strokewidth 18 -draw 'circle 80,80 80,20' -draw 'circle 0,0 0,60' -draw 'circle 160,0 160,60' -draw 'circle 0,160 0,100' -draw 'circle 160,160 160,100' \
  -stroke '#c9a349' -strokewidth 10 -draw 'circle 80,80 80,20' -draw 'circle 0,0 0,60' -draw 'circle 160,0 160,60' -draw 'circle 0,160 0,100' -draw 'circle 160,160 160,100' \
  -stroke '#f0d890' -strokewidth 2 -draw 'circle 80,80 80,22' \
  -write mpr:tile +delete -size ${W}x${H} tile:mpr:tile \
  \( -size ${W}x${H} -seed 3 plasma:fractal -blur 0x10 -colorspace gray -auto-level +level 55%,100% \) -compose multiply -composite \
  $VIGNETTE -blur 0x0.6 $OUT craft-guild-knotwork.jpg

# 4. A storyteller's night: firelight rising from below, embers in the dark.
$IM -size ${W}x${H} -seed 4 plasma:fractal -blur 0x8 -colorspace gray -auto-level \
  $(clut '#120804' '#7a3010' '#ffc060') -clut \
  \( -size ${W}x${H} gradient:'#303030'-white \) -compose multiply -composite \
  $(glow '#ff8a20' 480 720 110 60 30) -compose screen -composite \
  \( -size ${W}x${H} xc:black -seed 5 +noise Random -colorspace gray -threshold 99.7% -blur 0x1.5 -level 0,35% +level-colors black,'#ffc870' \) -compose screen -composite \
  $VIGNETTE $OUT storytellers-night.jpg

# 5. The brewer's tale: honey and amber swirling in the vat.
$IM -size ${W}x${H} -seed 6 plasma:fractal -blur 0x5 -colorspace gray -auto-level \
  $(clut '#140a02' '#7a4a10' '#f3cf7a') -clut -swirl 240 $VIGNETTE $OUT brewers-tale.jpg

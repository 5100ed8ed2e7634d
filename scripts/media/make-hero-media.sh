#!/bin/sh
# Regenerates apps/web/public/media/hero-* (the home hero loop and its posters) with Debian's
# ffmpeg. Everything is drawn from lavfi sources: drifting moss-green mist, a breathing
# firelight glow and rising embers. Every motion term has a period dividing P seconds, so
# frame P equals frame 0 and the clip loops seamlessly. Takes ~10 minutes on 2 cores.
# Usage: scripts/media/make-hero-media.sh [OUTDIR]   (default apps/web/public/media)
set -e
OUT=${1:-apps/web/public/media}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
P=8; W=480; H=270; FPS=24
TAU="(2*PI)"
M1="sin($TAU*(X/W*1.3+T/$P)+1.8*sin($TAU*(Y/H*0.9-T/$P)))"
M2="sin($TAU*(X/W*2.4-2*T/$P)+2.2*sin($TAU*(Y/H*1.5+T/$P)+0.6))"
M3="sin($TAU*(X/W*0.7-Y/H*1.1+T/$P)+1.3*sin($TAU*(X/W*1.9+T/$P)+2.1))"
MIST="pow(clip(0.5+0.22*$M1+0.18*$M2+0.12*$M3,0,1),2.3)*(0.25+0.75*Y/H)"
GLOW="exp(-(pow((X-W*0.5)/(W*0.4),2)+pow((Y-H*1.12)/(H*0.48),2)))*(0.84+0.09*sin($TAU*3*T/$P)+0.07*sin($TAU*7*T/$P+1))"
EMB=""
for spec in "0.18 1 0.00" "0.27 2 0.35" "0.36 1 0.62" "0.44 2 0.12" "0.52 1 0.81" "0.58 2 0.47" "0.66 1 0.29" "0.74 2 0.71" "0.82 1 0.55" "0.31 1 0.90" "0.48 3 0.05" "0.62 3 0.58" "0.22 2 0.77" "0.70 3 0.33" "0.40 1 0.44" "0.88 2 0.20"; do
  set -- $spec; cx=$1; k=$2; o=$3
  YI="(H*1.05-H*1.15*mod(T/$P*$k+$o,1))"
  XI="(W*($cx+0.04*sin($TAU*(2*T/$P+$o))))"
  TERM="exp(-(pow(X-$XI,2)+pow(Y-$YI,2))/1.3)*clip($YI/H,0,1)"
  if [ -z "$EMB" ]; then EMB="$TERM"; else EMB="$EMB+$TERM"; fi
done
SRC="color=c=black:s=${W}x${H}:r=$FPS:d=$P,format=gray"
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "$SRC,geq=lum='255*clip($MIST,0,1)'" \
  -f lavfi -i "$SRC,geq=lum='255*clip($GLOW,0,1)'" \
  -f lavfi -i "$SRC,geq=lum='255*clip(1.5*($EMB),0,1)'" \
  -f lavfi -i "color=c=0x0a130f:s=${W}x${H}:r=$FPS:d=$P,format=gbrp" \
  -filter_complex "\
[0]format=gbrp,colorchannelmixer=rr=0.19:gg=0.36:bb=0.27[mist];\
[1]format=gbrp,colorchannelmixer=rr=0.55:gg=0.30:bb=0.08[glow];\
[2]format=gbrp,colorchannelmixer=rr=1.0:gg=0.72:bb=0.34[emb];\
[3][mist]blend=all_mode=addition[a];[a][glow]blend=all_mode=addition[b];[b][emb]blend=all_mode=addition,\
scale=1280:720:flags=bicubic,gblur=sigma=1.2,vignette=angle=PI/4.5,noise=alls=2:allf=t,format=yuv420p[v]" \
  -map "[v]" -c:v rawvideo -f nut "$TMP/raw.nut"
mkdir -p "$OUT"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.nut" -c:v libx264 -preset veryslow -crf 30 -profile:v high -pix_fmt yuv420p -g 96 -movflags +faststart -an "$OUT/hero-loop.mp4"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.nut" -c:v libvpx-vp9 -b:v 0 -crf 38 -row-mt 1 -deadline good -cpu-used 1 -g 96 -an "$OUT/hero-loop.webm"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.nut" -frames:v 1 -q:v 3 "$OUT/hero-poster.jpg"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.nut" -frames:v 1 -vf scale=768:432:flags=lanczos -q:v 3 "$OUT/hero-poster-768.jpg"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.nut" -frames:v 1 -vf crop=540:720:370:0 -q:v 3 "$OUT/hero-poster-portrait.jpg"
ls -l "$OUT"/hero-*

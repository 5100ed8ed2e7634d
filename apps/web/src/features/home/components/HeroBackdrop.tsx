// The hero's moving background (docs/product/content.md). The poster is a plain <picture>, so it is
// in the server-rendered HTML and is the first paint; the looping video is only mounted after
// the page has loaded, and never for readers who prefer reduced motion or save data.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

function wantsMotion(): boolean {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData ?? false;
  return !reduced && !saveData;
}

export default function HeroBackdrop() {
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!wantsMotion()) return;
    let idle: number | undefined;
    const start = () => {
      idle = window.setTimeout(() => setMounted(true), 300);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const onChange = () => {
      if (query?.matches) setMounted(false);
    };
    query?.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(idle);
      query?.removeEventListener('change', onChange);
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!mounted || !video) return;
    // React sets `muted` as a property only; autoplay policies need it before play().
    video.muted = true;
    video.play().catch(() => setMounted(false));
  }, [mounted]);

  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        // The hero melts into the page instead of ending on an edge.
        maskImage: 'linear-gradient(180deg, #000 72%, transparent 100%)',
        WebkitMaskImage: 'linear-gradient(180deg, #000 72%, transparent 100%)',
      }}
    >
      <picture>
        <source media="(max-width: 599px)" srcSet="/media/hero-poster-portrait.jpg" width={540} height={720} />
        <Box
          component="img"
          src="/media/hero-poster.jpg"
          srcSet="/media/hero-poster-768.jpg 768w, /media/hero-poster.jpg 1280w"
          sizes="100vw"
          width={1280}
          height={720}
          alt=""
          fetchPriority="high"
          sx={FILL}
        />
      </picture>
      {mounted && (
        <Box
          component="video"
          ref={videoRef}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          tabIndex={-1}
          aria-hidden
          poster="/media/hero-poster.jpg"
          onPlaying={() => setPlaying(true)}
          data-testid="hero-video"
          sx={{
            ...FILL,
            // The video stops a little above the hero's faded-out bottom edge, so its area stays
            // below the poster's: the poster remains the page's largest paint (it is the first
            // paint; the video is an enhancement that arrives after the load).
            height: 'calc(100% - 32px)',
            maskImage: 'linear-gradient(180deg, #000 calc(100% - 96px), transparent)',
            WebkitMaskImage: 'linear-gradient(180deg, #000 calc(100% - 96px), transparent)',
            opacity: playing ? 1 : 0,
            transition: 'opacity 1.2s ease',
            '@media (prefers-reduced-motion: reduce)': { display: 'none' },
          }}
        >
          <source src="/media/hero-loop.webm" type="video/webm" />
          <source src="/media/hero-loop.mp4" type="video/mp4" />
        </Box>
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: ({ palette: { tint } }) =>
            `radial-gradient(ellipse at 50% 42%, ${tint.night[50]}, ${tint.night[15]} 70%), linear-gradient(180deg, ${tint.night[45]} 0%, ${tint.night[5]} 35%, ${tint.night[0]} 80%)`,
        }}
      />
    </Box>
  );
}

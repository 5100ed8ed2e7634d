// The heading font's @font-face must be in the page's own stylesheet, linked from index.html.
import './app/fonts.css';

// The page's first script. Server-rendered public pages (docs/decisions/004) are complete
// HTML, so the app is fetched only after the page has loaded and painted: a phone on a slow
// network shows the story before it downloads the app. Every other page starts at once.
const start = () => void import('./main');

function afterFirstPaint(then: () => void) {
  const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  const next = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (painted()) return next();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Never wait forever (a hidden tab does not paint).
  setTimeout(() => {
    observer.disconnect();
    then();
  }, 3000);
}

const serverRendered = document.getElementById('root')?.dataset.ssr === '1';
if (!serverRendered) {
  start();
} else {
  let started = false;
  const once = () => {
    if (!started) {
      started = true;
      start();
    }
  };
  const whenLoaded = () => afterFirstPaint(once);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}

// The heading font's @font-face must be in the page's own stylesheet, linked from index.html.
import './app/fonts.css';

// The page's first script. Server-rendered public pages (docs/decisions/020) are complete
// HTML, so the app is fetched only after the page has loaded and painted: a phone on a slow
// network shows the story before it downloads the app. Every other page starts at once.
const start = () => void import('./main');

// On a server-rendered page the app's script is evaluated in three tasks, not one: React and
// ReactDOM (a chunk of their own, a third of the code), then the theme and providers with the
// MUI and emotion code they build at import time, then the rest with main.tsx. A phone's main
// thread is blocked by each task as a whole (total blocking time), and evaluating the whole app
// at once was the longest task of such a page's start: with the CPU slowed 4x, 250-430 ms in
// one task before, 90-170 ms in each of three after. It costs two round trips more before the
// page hydrates, while its content is already on screen; other pages start at once.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const startInSteps = () =>
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/providers'))
    .then(nextTask)
    .then(start);

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
      startInSteps();
    }
  };
  const whenLoaded = () => afterFirstPaint(once);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}

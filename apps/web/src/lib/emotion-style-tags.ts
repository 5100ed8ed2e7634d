// The server-rendered page's emotion styles as few <style> tags as the cascade allows
// (server rendering only, entry-server.tsx). emotion's own constructStyleTagsFromChunks writes
// one tag per rule set (about 150 on /shop), and the browser's emotion cache then moves every
// one of them within <head> at start-up, each move re-parsing a stylesheet: ~20 ms of a
// throttled phone's start-up task. Here consecutive chunks of one key share a tag, and every tag
// carries data-s, emotion's mark for "already in place": the cache still reads the ids it
// names (so nothing is inserted twice) but leaves the tag where it is, in <head>.
interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

export function emotionStyleTags(chunks: readonly StyleChunk[]): string {
  const runs: StyleChunk[] = [];
  for (const chunk of chunks) {
    const last = runs.at(-1);
    if (last && last.key === chunk.key) {
      last.ids.push(...chunk.ids);
      last.css += chunk.css;
    } else {
      runs.push({ key: chunk.key, ids: [...chunk.ids], css: chunk.css });
    }
  }
  return runs
    .filter((run) => run.css !== '' || run.ids.length > 0)
    .map((run) => `<style data-emotion="${run.key} ${run.ids.join(' ')}" data-s="">${run.css}</style>`)
    .join('');
}

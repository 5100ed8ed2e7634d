// Calls of the same kind, from many requests at once, made as one statement: while `parallel`
// calls are on their way to the database, the keys given meanwhile wait, and go together in the
// next (at most `max` per statement). Each caller's promise settles with the call that carried
// its key, and gets what that call answered (the rows it read or changed), or its failure: a
// failed call fails every caller it carried. Under a rush this turns a hundred round trips into
// a handful; alone, a key goes at once, as before. Every call starts after the keys it carries
// were given, so a read sees every write committed before its caller asked. More than one call
// may be in flight so that one stuck on a dead connection holds up only the keys it carries and
// those that queue behind the others. The call must be right for any set of keys (a SELECT or
// UPDATE ... WHERE id IN).
export function groupedCalls<K, R = void>(call: (keys: K[]) => Promise<R>, { max = 64, parallel = 2 } = {}): (key: K) => Promise<R> {
  let queued: { key: K; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let calling = 0;

  async function flush() {
    calling++;
    while (queued.length > 0) {
      const batch = queued.slice(0, max);
      queued = queued.slice(batch.length);
      try {
        const result = await call(batch.map((entry) => entry.key));
        for (const entry of batch) entry.resolve(result);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    calling--;
  }

  return (key) =>
    new Promise<R>((resolve, reject) => {
      queued.push({ key, resolve, reject });
      if (calling < parallel) void flush();
    });
}

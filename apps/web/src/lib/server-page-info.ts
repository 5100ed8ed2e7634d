// What a server-rendered page tells the server about itself while it renders (decision 020):
// its <title> and its HTTP status. Effects never run on the server, so hooks write here during
// render. Only entry-server.tsx provides the object; in the browser it is null.
import { createContext, useContext } from 'react';

export interface ServerPageInfo {
  title?: string;
  status?: number;
}

export const ServerPageInfoContext = createContext<ServerPageInfo | null>(null);

/** A page that found nothing answers 404 when the server renders it. */
export function useNotFoundStatus(notFound: boolean) {
  const server = useContext(ServerPageInfoContext);
  if (server && notFound) server.status = 404;
}

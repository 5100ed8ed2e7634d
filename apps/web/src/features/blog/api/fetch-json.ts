// The public pages are also rendered on the server (docs/decisions/004), where data comes
// through the server's own API instead of fetch. Query options therefore take the fetcher;
// in the browser it is an anonymous GET (public blog calls need no token).
import { http } from '../../../lib/http';

export type FetchJson = (path: string) => Promise<unknown>;

export const browserFetchJson: FetchJson = (path) => http.get<unknown>(path, { anonymous: true });

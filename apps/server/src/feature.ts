// What a feature folder offers the app (features/<name>/<name>.feature.ts): its routes, the
// events it reacts to, its part of the demo content, the columns where it keeps stored image
// URLs, and its part of a member's own data. The app finds the features by reading the folder
// (features.ts), so adding one needs no list edited.
import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';
import type { ImageReference } from './services/images/image-store.js';
import type { OwnDataPart } from './services/own-data.js';
import type { RealtimeSocket } from './services/realtime.js';

export interface Feature {
  name: string;
  /**
   * What the feature does when others announce something (services/events.ts): subscribed once
   * per app, when the app is built, before any route is registered.
   */
  subscriptions?(services: Services): void;
  /** Registers the feature's routes; services come from the composition root. */
  routes?(app: FastifyInstance, services: Services): Promise<void>;
  /** Its part of the demo content (SEED_DEMO); lower `order` runs first. */
  seed?: { order: number; run(services: Services): Promise<void> };
  /** Columns holding stored image URLs, so an image no row uses any more can be removed. */
  imageReferences?: ImageReference[];
  /** Work no request waits for, run every `everyMs` by the server (not in API tests). */
  jobs?: FeatureJob[];
  /** Its realtime event handlers, added to every admitted socket (services/realtime.ts). */
  sockets?(socket: RealtimeSocket, services: Services): void;
  /** What of an account it keeps, for the member's export and own deletion (services/own-data.ts). */
  ownData?: OwnDataPart;
}

export interface FeatureJob {
  name: string;
  everyMs: number;
  run(services: Services): Promise<void>;
}

export const defineFeature = (feature: Feature): Feature => feature;

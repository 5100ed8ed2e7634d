// Chat (docs/product/chat.md Messages; docs/product/back-office.md Chat Management): friend
// requests, direct conversations, group and private rooms, files, blocks and reports, the back
// office's room management, and the realtime handlers. Who may see or do what is decided in
// chat.policy.ts, for HTTP and sockets alike.
import { defineFeature } from '../../feature.js';
import { adminChatRoutes } from './moderation/admin-chat.routes.js';
import { attachmentsRoutes } from './files/attachments.routes.js';
import { blocksRoutes } from './friends/blocks.routes.js';
import { listenToAccountEvents, SWEEP_EVERY_MS, sweepOrphanFiles } from './files/chat-cleanup.js';
import { chatSockets } from './realtime/chat-sockets.js';
import { chatOwnData } from './own-data/chat-own-data.js';
import { seedChat } from './chat.seed.js';
import { conversationsRoutes } from './conversations/conversations.routes.js';
import { directMessagesRoutes } from './conversations/direct-messages.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { friendsRoutes } from './friends/friends.routes.js';
import { reportsRoutes } from './moderation/reports.routes.js';
import { roomsRoutes } from './rooms/rooms.routes.js';

export default defineFeature({
  name: 'chat',
  subscriptions: listenToAccountEvents,
  async routes(app, services) {
    await friendsRoutes(app, services);
    await conversationsRoutes(app, services);
    await directMessagesRoutes(app, services);
    await roomsRoutes(app, services);
    await blocksRoutes(app, services);
    await reportsRoutes(app, services);
    await attachmentsRoutes(app, services);
    await filesRoutes(app, services);
    await adminChatRoutes(app, services);
  },
  // After the settings (10) and the bootstrap administrator, whose name signs the welcome.
  seed: { order: 40, run: seedChat },
  jobs: [{ name: 'chat-file-sweep', everyMs: SWEEP_EVERY_MS, run: (services) => sweepOrphanFiles(services).then(() => undefined) }],
  sockets: chatSockets,
  ownData: chatOwnData,
});

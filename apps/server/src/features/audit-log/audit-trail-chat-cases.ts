// The audit trail's cases for chat rooms, members, messages and reports, the site settings and the inbox (docs/product/back-office.md Chat Management, Site Settings): each
// arranges one administrator change on fresh objects and says which entry it must write
// (audit-trail.routes.test.ts runs them).
import { randomUsername } from '../../test/factories.js';
import type { ChangeCase } from './audit-trail-test-kit.js';

export const chatAndSiteChanges: ChangeCase[] = [
  [
    'a new room',
    'room.created',
    async () => {
      const name = randomUsername('Council');
      return {
        method: 'POST',
        url: '/api/admin/chat/rooms',
        payload: { name, type: 'private' },
        target: (answer) => ['room', answer.room!.id],
        summary: `Created private room “${name}”`,
      };
    },
  ],
  [
    'a room deletion',
    'room.deleted',
    async ({ fx }) => {
      const room = await fx.room();
      return {
        method: 'DELETE',
        url: `/api/admin/chat/rooms/${room.id}`,
        target: ['room', room.id],
        summary: `Deleted room “${room.name}”`,
      };
    },
  ],
  [
    'clearing a room',
    'room.cleared',
    async ({ fx, member }) => {
      const room = await fx.room();
      await fx.roomMessage(room.id, member);
      await fx.roomMessage(room.id, member);
      return {
        method: 'DELETE',
        url: `/api/chat/rooms/${room.id}/messages`,
        target: ['room', room.id],
        summary: `Cleared room “${room.name}” (2 messages)`,
      };
    },
  ],
  [
    'adding a member',
    'room-member.added',
    async ({ fx, member }) => {
      const room = await fx.room('private');
      return {
        method: 'POST',
        url: `/api/admin/chat/rooms/${room.id}/members`,
        payload: { user_id: member.id },
        target: ['room', room.id],
        summary: `Added ${member.username} to room “${room.name}”`,
      };
    },
  ],
  [
    'removing a member',
    'room-member.removed',
    async ({ fx, member }) => {
      const room = await fx.room('private');
      await fx.roomMember(room.id, member.id);
      return {
        method: 'DELETE',
        url: `/api/admin/chat/rooms/${room.id}/members/${member.id}`,
        target: ['room', room.id],
        summary: `Removed ${member.username} from room “${room.name}”`,
      };
    },
  ],
  [
    'deleting a room message',
    'message.deleted',
    async ({ fx, member }) => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, member);
      return {
        method: 'DELETE',
        url: `/api/admin/chat/messages/${message.id}`,
        target: ['message', message.id],
        summary: `Deleted a message by ${member.username} in room “${room.name}”`,
      };
    },
  ],
  [
    "deleting a member's file",
    'attachment.deleted',
    async ({ fx, member }) => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, member);
      const file = await fx.attachment(message.id, member.id);
      return {
        method: 'DELETE',
        url: `/api/chat/attachments/${file.id}`,
        target: ['attachment', file.id],
        summary: `Deleted file “${file.name}” from a message by ${member.username} in room “${room.name}”`,
      };
    },
  ],
  [
    'dismissing a report',
    'report.dismissed',
    async ({ fx, admin, member }) => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, admin);
      const report = await fx.report(message.id, member.id);
      return {
        method: 'POST',
        url: `/api/admin/chat/reports/${report.id}/dismiss`,
        target: ['report', report.id],
        summary: `Dismissed ${member.username}’s report of a message by ${admin.username} in room “${room.name}”`,
      };
    },
  ],
  [
    'removing a reported message',
    'report.removed',
    async ({ fx, admin, member }) => {
      const room = await fx.room();
      const message = await fx.roomMessage(room.id, admin);
      const report = await fx.report(message.id, member.id);
      return {
        method: 'POST',
        url: `/api/admin/chat/reports/${report.id}/remove`,
        target: ['report', report.id],
        summary: `Removed a message by ${admin.username} in room “${room.name}”, reported by ${member.username}`,
      };
    },
  ],
  [
    'saving settings (keys named, never values)',
    'settings.saved',
    async () => {
      const pass = `pw-${randomUsername()}`;
      return {
        method: 'POST',
        url: '/api/admin/settings',
        payload: {
          site_title: randomUsername('Hall'),
          smtp_config: JSON.stringify({ host: 'smtp.example.test', port: 2525, user: 'mailer', pass }),
        },
        target: ['settings', null],
        summary: 'Saved settings: site_title, smtp_config',
        secrets: [pass, 'smtp.example.test'],
      };
    },
  ],
  [
    'marking an inbox message read',
    'contact-message.read',
    async ({ fx }) => {
      const message = await fx.contactMessage();
      return {
        method: 'PUT',
        url: `/api/admin/contact-messages/${message.id}/read`,
        payload: { is_read: true },
        target: ['contact-message', message.id],
        summary: `Marked the message from ${message.name} as read`,
      };
    },
  ],
  [
    'deleting an inbox message',
    'contact-message.deleted',
    async ({ fx }) => {
      const message = await fx.contactMessage();
      return {
        method: 'DELETE',
        url: `/api/admin/contact-messages/${message.id}`,
        target: ['contact-message', message.id],
        summary: `Deleted the message from ${message.name}`,
      };
    },
  ],
];

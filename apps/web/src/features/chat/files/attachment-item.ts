// What every attachment view takes: the attachment and a way to open its menu.
import type { Attachment } from '@clanhall/shared';
import type { MenuAnchor } from './AttachmentMenu';

export interface AttachmentItemProps {
  attachment: Attachment;
  onMenu(anchor: MenuAnchor): void;
}

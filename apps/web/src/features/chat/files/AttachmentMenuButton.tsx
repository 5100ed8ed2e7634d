// The button that opens an attachment's menu: for keyboards and touch screens, where a right
// click is not at hand.
import IconButton from '@mui/material/IconButton';
import MoreIcon from '@mui/icons-material/MoreVert';
import type { SxProps, Theme } from '@mui/material/styles';
import { CHAT_FILE_TEXTS } from '@clanhall/shared';

export default function AttachmentMenuButton({
  name,
  onOpen,
  sx,
}: {
  name: string;
  onOpen(element: HTMLElement): void;
  sx?: SxProps<Theme>;
}) {
  return (
    <IconButton
      size="small"
      className="attachment-menu"
      aria-label={CHAT_FILE_TEXTS.options(name)}
      aria-haspopup="menu"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(event.currentTarget);
      }}
      sx={sx}
    >
      <MoreIcon fontSize="small" />
    </IconButton>
  );
}

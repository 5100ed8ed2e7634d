// The icon of a file by its MIME type: picture, film, sound, archive, document or plain file.
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import AudioIcon from '@mui/icons-material/AudiotrackOutlined';
import ArchiveIcon from '@mui/icons-material/FolderZipOutlined';
import DocumentIcon from '@mui/icons-material/DescriptionOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';

const ARCHIVES = /zip|rar|7z/;
const DOCUMENTS = /pdf|msword|wordprocessingml|text\/plain/;

export default function FileTypeIcon({ type, ...props }: { type: string } & SvgIconProps) {
  if (type.startsWith('image/')) return <ImageIcon aria-hidden {...props} />;
  if (type.startsWith('video/')) return <MovieIcon aria-hidden {...props} />;
  if (type.startsWith('audio/')) return <AudioIcon aria-hidden {...props} />;
  if (ARCHIVES.test(type)) return <ArchiveIcon aria-hidden {...props} />;
  if (DOCUMENTS.test(type)) return <DocumentIcon aria-hidden {...props} />;
  return <FileIcon aria-hidden {...props} />;
}

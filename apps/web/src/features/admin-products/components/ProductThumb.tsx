// The product's picture beside its name (components/ImageThumb.tsx), a box icon when there is none.
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import ImageThumb from '../../../components/ImageThumb';

export default function ProductThumb({ imageUrl, size }: { imageUrl: string | null; size?: number }) {
  return <ImageThumb imageUrl={imageUrl} size={size} placeholder={<Inventory2Icon />} />;
}

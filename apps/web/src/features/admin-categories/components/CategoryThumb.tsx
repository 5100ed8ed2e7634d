// The category's picture beside its name (components/ImageThumb.tsx), a category icon when there is none.
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import ImageThumb from '../../../components/ImageThumb';

export default function CategoryThumb({ imageUrl, size }: { imageUrl: string | null; size?: number }) {
  return <ImageThumb imageUrl={imageUrl} size={size} tint="green" placeholder={<CategoryIcon />} />;
}

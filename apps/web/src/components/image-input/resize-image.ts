// docs/product/back-office.md: an uploaded image is shrunk so its longer side is at most 1200 px and
// re-encoded as JPEG at quality 0.8; the data URL becomes the field value.
import { LIMITS } from '@clanhall/shared';

/** Width and height that fit inside maxSide on the longer side, keeping the aspect ratio. */
function fitWithin(width: number, height: number, maxSide: number = LIMITS.imageMaxSide): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide || longer === 0) return { width, height };
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Reads an image file and returns it as a resized JPEG data URL. */
export async function resizeImage(
  file: Blob,
  maxSide: number = LIMITS.imageMaxSide,
  quality: number = LIMITS.imageJpegQuality,
): Promise<string> {
  const objectUrl = URL.createObjectURL(file);
  try {
    const image = await loadImage(objectUrl);
    const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    // JPEG has no transparency: paint white behind transparent PNGs instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

import type { Area } from 'react-easy-crop';

/** The avatar's stored size: square, as yudao's cropper outputs it. */
export const AVATAR_SIZE = 200;

/** Draws the chosen square of the image at AVATAR_SIZE and encodes it as PNG. */
export async function cropImage(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'));
}

/*
 * Decoding an image costs time and memory by its pixels, not its bytes: a 16000×16000 PNG of
 * one colour is under 1 MB and would take some 300 MB and seconds to decode. Uploaded images
 * (avatars, thumbnails' sources) are decoded only up to IMAGE_MAX_PIXELS, a little over what
 * a 48 MP phone camera makes; the header says how many there are before any decoding.
 */
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../../lib/http-error.ts';

export const IMAGE_MAX_PIXELS = 50_000_000;

export const imageTooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', `This image is too large: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Please try a smaller one.`);

/** Whether the image's header claims more than IMAGE_MAX_PIXELS; an unreadable one is left for decoding to refuse. */
export async function hasTooManyPixels(data: Buffer): Promise<boolean> {
  const { width, height } = await sharp(data).metadata().catch(() => ({ width: 0, height: 0 }));
  return width * height > IMAGE_MAX_PIXELS;
}

/** An uploaded image to decode: its first frame, and never more than IMAGE_MAX_PIXELS. */
export const uploadedImage = (data: Buffer): Sharp => sharp(data, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS });

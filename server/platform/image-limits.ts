// Limits of picture processing: the pixel cap and the uploads per account.

/**
 * Decompression-bomb guard and memory bound: a small file may claim a gigantic canvas, and decoding costs memory by
 * pixels, not by bytes. A picture is stored at most 1024 px wide; 4096 x 4096 (16.7 Mpx, a 12-Mpx phone photo fits)
 * is plenty to crop from. libvips needs some 3-4 bytes per pixel while it decodes, so one upload stays under ~70 MB.
 */
export const AVATAR_MAX_INPUT_PIXELS = 4096 * 4096;
/** Picture uploads (own picture and club logos together) per account in UPLOAD_WINDOW_MS. */
export const UPLOADS_PER_ACCOUNT = 20;
export const UPLOAD_WINDOW_MS = 15 * 60_000;

// A photograph-like JPEG for tests and benchmarks that measure image bytes: value noise summed at
// five scales (detail at every size, like a photo) from a fixed seed, so runs compare. Plain
// colours or pure noise would mislead: the first shrink to nothing, the second averages away
// when downscaled. Its copies are larger than a real photo's (a worst case).
import sharp from "sharp";

/** @returns {Promise<Buffer>} a `width` × `height` JPEG (quality 80, as uploads are stored). */
export async function photoLikeJpeg(width, height, seed = 7) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const sum = new Float32Array(width * height * 3);
  let total = 0;
  for (const [columns, weight] of [
    [6, 1],
    [24, 0.6],
    [96, 0.4],
    [384, 0.3],
    [width, 0.25],
  ]) {
    const rows = Math.max(1, Math.round((columns * height) / width));
    const small = Buffer.alloc(columns * rows * 3);
    for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
    const layer = await sharp(small, { raw: { width: columns, height: rows, channels: 3 } })
      .resize(width, height, { kernel: "cubic", fit: "fill" })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i] += layer[i] * weight;
    total += weight;
  }
  const pixels = Buffer.alloc(sum.length);
  for (let i = 0; i < sum.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, (sum[i] / total - 128) * 2.2 + 128));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

import { randomInt } from 'crypto';
import { GLYPH_BOX, GLYPHS, glyphStrokes, type Point, type Stroke } from './captcha-font';

const WIDTH = 180;
const HEIGHT = 56;
const SCALE = 2.0;
const PITCH = 27;
const INK = '#1f3b3a';
const THIN_INK = '#6f9a91';

/** A uniformly random number in [min, max), from the OS's random source like the code itself. */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

const cubic = (p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point => {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
};

/**
 * Turns a stroke into a polyline with a random number of points per segment, so neither the number of
 * path commands nor their letters say which glyph a stroke came from.
 */
const samplePoints = (stroke: Stroke): Point[] => {
  const points: Point[] = [stroke.start];
  let from = stroke.start;
  for (const segment of stroke.segments) {
    const end = segment.at(-1)!;
    const steps = segment.length === 1 ? randomInt(2, 5) : randomInt(6, 10);
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      points.push(segment.length === 1 ? lerp(from, end, t) : cubic(from, segment[0], segment[1], end, t));
    }
    from = end;
  }
  return points;
};

/** Places one glyph in its slot: scaled, rotated, skewed and nudged, every point wobbling a little. */
const placeGlyph = (char: string, slot: number): Point[][] => {
  const data = GLYPHS[char];
  if (!data) throw new Error('captcha glyph missing');
  const scale = SCALE * rand(0.92, 1.08);
  const angle = (rand(-12, 12) * Math.PI) / 180;
  const skew = rand(-0.2, 0.2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const centre: Point = [GLYPH_BOX.width / 2, GLYPH_BOX.baseline / 2];
  const origin: Point = [12 + slot * PITCH + rand(-2.5, 2.5) + (GLYPH_BOX.width * SCALE) / 2, 9 + rand(-3, 3) + (GLYPH_BOX.baseline * SCALE) / 2];
  const place = ([x, y]: Point): Point => {
    const dx = (x - centre[0]) * scale;
    const dy = (y - centre[1]) * scale;
    const sx = dx + skew * dy;
    return [origin[0] + sx * cos - dy * sin + rand(-0.45, 0.45), origin[1] + sx * sin + dy * cos + rand(-0.45, 0.45)];
  };
  return glyphStrokes(data).map((stroke) => samplePoints(stroke).map(place));
};

/** Sometimes cuts a polyline in two overlapping pieces, so subpaths do not map one-to-one onto strokes. */
const maybeSplit = (points: Point[]): Point[][] => {
  if (points.length < 6 || randomInt(3) !== 0) return [points];
  const at = randomInt(2, points.length - 2);
  return [points.slice(0, at + 1), points.slice(at)];
};

/** A curve across part of the picture, drawn through the same sampler as the glyphs. */
const noiseCurve = (minLength: number): Point[] => {
  const x0 = rand(0, WIDTH - minLength);
  const x3 = rand(x0 + minLength, WIDTH);
  const y = () => rand(6, HEIGHT - 6);
  return samplePoints({
    start: [x0, y()],
    segments: [
      [
        [rand(x0, x3), y()],
        [rand(x0, x3), y()],
        [x3, y()],
      ],
    ],
  }).map(([x, py]) => [x + rand(-0.4, 0.4), py + rand(-0.4, 0.4)]);
};

const format = (n: number) => (Math.round(n * 10) / 10).toString();
const subpath = (points: Point[]) =>
  `M${format(points[0][0])} ${format(points[0][1])}L${points
    .slice(1)
    .map(([x, y]) => `${format(x)} ${format(y)}`)
    .join(' ')}`;
const pathElement = (subpaths: Point[][], stroke: string, width: number) =>
  `<path d="${shuffle(subpaths).map(subpath).join('')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * Draws the code as outlines only: every glyph is sampled from the stroke font, distorted point by
 * point, cut and shuffled together with noise curves into a few `<path>` elements. There is no text,
 * no title or label, and no order or id from which the characters could be read as data.
 */
export const renderCaptchaSvg = (code: string): string => {
  const glyphStrokesPlaced = [...code].flatMap((char, slot) => placeGlyph(char, slot)).flatMap(maybeSplit);
  const crossing = [noiseCurve(60)];
  const thin = Array.from({ length: randomInt(4, 7) }, () => noiseCurve(30));
  const [heavy, light]: [Point[][], Point[][]] = [[], []];
  for (const points of [...glyphStrokesPlaced, ...crossing]) (randomInt(2) ? heavy : light).push(points);
  const paths = shuffle([pathElement(heavy, INK, 2.8), pathElement(light, INK, 2.4), pathElement(thin, THIN_INK, 1.3)]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#eef5f2"/>${paths.join('')}</svg>`;
};

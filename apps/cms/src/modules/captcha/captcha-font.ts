/**
 * A small hand-made stroke font for the captcha picture: each glyph is absolute SVG path data
 * (M, L and C only) in a 10-wide box where capitals and digits run from y=0 to the baseline at
 * y=14, small letters start at the x-height y=5, and descenders reach y=18. The picture never
 * contains these strings: it samples, distorts and shuffles their strokes (captcha-picture.ts).
 */
export const GLYPH_BOX = { width: 10, capTop: 0, baseline: 14, descender: 18 };

export const GLYPHS: Record<string, string> = {
  A: 'M0 14 L5 0 L10 14 M2 9 L8 9',
  B: 'M1 14 L1 0 L6 0 C9.5 0 9.5 7 6 7 L1 7 M6 7 C10 7 10 14 6 14 L1 14',
  C: 'M9.5 2.5 C7 -1 0 0 0 7 C0 14 7 15 9.5 11.5',
  D: 'M1 0 L1 14 L5 14 C11 14 11 0 5 0 L1 0',
  E: 'M9 0 L1 0 L1 14 L9 14 M1 7 L7 7',
  F: 'M9 0 L1 0 L1 14 M1 7 L7 7',
  G: 'M9.5 2.5 C7 -1 0 0 0 7 C0 14 7 15 10 12 L10 8 L6 8',
  H: 'M1 0 L1 14 M9 0 L9 14 M1 7 L9 7',
  J: 'M4 0 L8 0 L8 10 C8 15 1 15 1 10.5',
  K: 'M1 0 L1 14 M9 0 L1 8.5 M4 6 L9.5 14',
  L: 'M1 0 L1 14 L9 14',
  M: 'M0.5 14 L0.5 0 L5 9 L9.5 0 L9.5 14',
  N: 'M1 14 L1 0 L9 14 L9 0',
  P: 'M1 14 L1 0 L6 0 C10 0 10 8 6 8 L1 8',
  Q: 'M5 0 C-1.5 0 -1.5 14 5 14 C11.5 14 11.5 0 5 0 M6 10 L10 15',
  R: 'M1 14 L1 0 L6 0 C10 0 10 8 6 8 L1 8 M5 8 L9.5 14',
  S: 'M9 2 C7 -0.7 1 -0.5 1 3.5 C1 7.5 9 6 9 10.5 C9 14.8 2 14.8 0.5 12',
  T: 'M0 0 L10 0 M5 0 L5 14',
  U: 'M1 0 L1 9.5 C1 15 9 15 9 9.5 L9 0',
  V: 'M0 0 L5 14 L10 0',
  W: 'M0 0 L2.5 14 L5 5 L7.5 14 L10 0',
  X: 'M0.5 0 L9.5 14 M9.5 0 L0.5 14',
  Y: 'M0 0 L5 7 L10 0 M5 7 L5 14',
  Z: 'M0.5 0 L9.5 0 L0.5 14 L9.5 14',
  a: 'M1.5 6 C4 4 8.5 4.5 8.5 8 L8.5 14 M8.5 9 C5 8 1 8.5 1 11.5 C1 14.5 6.5 14.8 8.5 12',
  b: 'M1 0 L1 14 M1 9.5 C1 4 9 4 9 9.5 C9 15 1 15 1 9.5',
  d: 'M9 0 L9 14 M9 9.5 C9 4 1 4 1 9.5 C1 15 9 15 9 9.5',
  e: 'M1 9.5 L9 9.5 C9 4 1 4 1 9.5 C1 15 7 15 9 12.5',
  f: 'M8 1 C6 -0.5 3.5 0 3.5 3 L3.5 14 M1 5.5 L7 5.5',
  g: 'M9 5 L9 15.5 C9 19 2 19 1.5 16.5 M9 9.5 C9 4 1 4 1 9.5 C1 15 9 15 9 9.5',
  h: 'M1 0 L1 14 M1 8.5 C2 4 9 4 9 8.5 L9 14',
  i: 'M5 5 L5 14 M5 1.2 L5 2.2',
  j: 'M6 5 L6 15.5 C6 18.5 2 18.5 1 16.5 M6 1.2 L6 2.2',
  k: 'M1 0 L1 14 M8.5 5 L1 11 M4 9 L9 14',
  m: 'M1 14 L1 5 M1 8 C1 4 5 4 5 8 L5 14 M5 8 C5 4 9 4 9 8 L9 14',
  n: 'M1 14 L1 5 M1 8.5 C2 4 9 4 9 8.5 L9 14',
  p: 'M1 5 L1 18 M1 9.5 C1 4 9 4 9 9.5 C9 15 1 15 1 9.5',
  q: 'M9 5 L9 18 M9 9.5 C9 4 1 4 1 9.5 C1 15 9 15 9 9.5',
  r: 'M1.5 14 L1.5 5 M1.5 9 C2.5 5 6 4.5 8.5 5.5',
  t: 'M4 1 L4 12 C4 14.5 7 14.5 8.5 13 M1 5.5 L8 5.5',
  y: 'M1 5 L5 14 M9 5 L4 16 C3 18.5 1.5 18.5 0.5 18',
  '2': 'M1 3 C2 -1 9 -1 9 3.5 C9 7 1 10 1 14 L9 14',
  '3': 'M1 1 C5 -1 9 0.5 9 3.5 C9 6 6 7 4 7 M4 7 C7 7 9.5 8 9.5 10.5 C9.5 14.5 3 15 0.5 12.5',
  '4': 'M7 14 L7 0 L0.5 10 L10 10',
  '5': 'M9 0 L2 0 L1.5 6 C4 4.5 9.5 5 9.5 9.5 C9.5 14.5 3 15 0.5 12.5',
  '6': 'M8.5 1 C5 -1 1 1 1 8 C1 15 9 15 9 10 C9 5.5 2 5.5 1 9',
  '7': 'M0.5 0 L9.5 0 L4 14',
  '8': 'M5 7 C0.5 7 0.5 0 5 0 C9.5 0 9.5 7 5 7 C0 7 0 14 5 14 C10 14 10 7 5 7',
  '9': 'M9 6 C8 9.5 1 9.5 1 5 C1 0 9 0 9 6 C9 13 5 15 1.5 13',
};

export type Point = [number, number];
/** One pen stroke: its start and the segments that follow (a line to a point, or a cubic curve). */
export type Stroke = { start: Point; segments: Point[][] };

/** Splits a glyph's path data into strokes; each segment is [end] for L or [c1, c2, end] for C. */
export const glyphStrokes = (data: string): Stroke[] => {
  const tokens = data.match(/[MLC]|-?\d*\.?\d+/g) ?? [];
  const strokes: Stroke[] = [];
  let i = 0;
  const point = (): Point => [Number(tokens[i++]), Number(tokens[i++])];
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') strokes.push({ start: point(), segments: [] });
    else if (command === 'L') strokes.at(-1)!.segments.push([point()]);
    else if (command === 'C') strokes.at(-1)!.segments.push([point(), point(), point()]);
    else throw new Error(`unexpected path token ${command}`);
  }
  return strokes;
};

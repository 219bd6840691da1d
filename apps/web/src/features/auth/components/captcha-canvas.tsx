import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

const DEFAULT_WIDTH = 180;
const DEFAULT_HEIGHT = 60;

/** Reads the drawing size from the SVG's root element, so the canvas keeps its proportions. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']?([\\d.]+)`, 'i').exec(root)?.[1];
    const n = value ? Number.parseFloat(value) : Number.NaN;
    return Number.isFinite(n) && n > 0 && n <= 600 ? n : undefined;
  };
  return { width: attr('width') ?? DEFAULT_WIDTH, height: attr('height') ?? DEFAULT_HEIGHT };
}

/** Draws the server's captcha SVG onto a canvas (spec §5: the code is shown on a canvas). */
export function CaptchaCanvas({ svg }: { svg: string }) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { width, height } = svgSize(svg);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let cancelled = false;
    const image = new Image(width, height);
    image.onload = () => {
      if (cancelled) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 3);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image, 0, 0, width, height);
    };
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    return () => {
      cancelled = true;
      image.onload = null;
    };
  }, [svg, width, height]);

  return (
    <canvas
      ref={canvasRef}
      className="captcha__canvas"
      width={width}
      height={height}
      style={{ width, height }}
      role="img"
      aria-label={t`Security code picture`}
    />
  );
}

import { ContentImage } from './content-image';
import { SteadyMark } from './steady-mark';

type AppLogoProps = {
  logo: { url: string; width: number | undefined; height: number | undefined; alt: string } | undefined;
  /** Rendered height in CSS pixels; the width follows the image's proportions. */
  size: number;
  className?: string;
};

/**
 * The CMS logo when there is one (with its intrinsic size, so nothing shifts), else Steady's mark — also when
 * the logo cannot be shown (offline, never kept).
 */
export function AppLogo({ logo, size, className }: AppLogoProps) {
  const mark = <SteadyMark size={size} className={className} />;
  if (!logo) return mark;
  const ratio = logo.width && logo.height ? logo.width / logo.height : 1;
  return <ContentImage className={className} src={logo.url} alt={logo.alt} width={Math.round(size * ratio)} height={size} decoding="async" fallback={mark} />;
}

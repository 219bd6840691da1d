import { SteadyMark } from './steady-mark';

type AppLogoProps = {
  logo: { url: string; width: number | undefined; height: number | undefined; alt: string } | undefined;
  /** Rendered height in CSS pixels; the width follows the image's proportions. */
  size: number;
  className?: string;
};

/** The CMS logo when there is one (with its intrinsic size, so nothing shifts), else Steady's mark. */
export function AppLogo({ logo, size, className }: AppLogoProps) {
  if (!logo) return <SteadyMark size={size} className={className} />;
  const ratio = logo.width && logo.height ? logo.width / logo.height : 1;
  return <img className={className} src={logo.url} alt={logo.alt} width={Math.round(size * ratio)} height={size} decoding="async" />;
}

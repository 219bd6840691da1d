import { useLingui } from '@lingui/react/macro';
import { RatingScale } from '@/components/ui/rating-scale';

type DistressScaleProps = { label: string; value: number | null; onChange: (value: number) => void; compact?: boolean; labelClassName?: string };

/** Distress from 0 (calm) to 10 (the worst): one tap answers. */
export function DistressScale(props: DistressScaleProps) {
  const { t } = useLingui();
  return (
    <RatingScale
      {...props}
      ends={[
        t({ message: 'calm', comment: 'distress scale 0 to 10: what 0 means (no distress)' }),
        t({ message: 'worst', comment: 'distress scale 0 to 10: what 10 means (the worst distress)' }),
      ]}
      max={10}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Spinner } from './spinner';

export function LoadingScreen() {
  const { t } = useLingui();
  return (
    <div className="screen screen--centred loading-screen">
      <Spinner label={t`Loading`} />
    </div>
  );
}

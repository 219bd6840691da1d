import { Spinner } from './spinner';

export function LoadingScreen() {
  return (
    <div className="screen screen--centred loading-screen">
      <Spinner label="Loading" />
    </div>
  );
}

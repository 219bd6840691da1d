import { Trans } from '@lingui/react/macro';

/**
 * General crisis information that the SOS page shows when its content cannot be loaded: nobody who
 * comes here in distress should find only an error (DESIGN.md, "Safety"). Numbers stay left to right
 * inside right-to-left text.
 */
export function CrisisFallback() {
  return (
    <section className="notice notice--urgent" aria-labelledby="urgent-help-title">
      <h2 id="urgent-help-title">
        <Trans>If you need help now</Trans>
      </h2>
      <p>
        <Trans>
          If you are in danger or might hurt yourself, call your local emergency number now — for example{' '}
          <a href="tel:112" dir="ltr">
            112
          </a>{' '}
          in Europe,{' '}
          <a href="tel:911" dir="ltr">
            911
          </a>{' '}
          in the US and Canada,{' '}
          <a href="tel:999" dir="ltr">
            999
          </a>{' '}
          in the UK or{' '}
          <a href="tel:000" dir="ltr">
            000
          </a>{' '}
          in Australia — or go to the nearest emergency department.
        </Trans>
      </p>
      <p>
        <Trans>
          In the US and Canada you can call or text{' '}
          <a href="tel:988" dir="ltr">
            988
          </a>
          . Elsewhere,{' '}
          <a href="https://findahelpline.com" rel="noopener noreferrer" target="_blank" dir="ltr">
            findahelpline.com
          </a>{' '}
          lists free, confidential helplines.
        </Trans>
      </p>
      <p>
        <Trans>If you can, tell someone you trust how you are feeling. You do not have to go through this alone.</Trans>
      </p>
    </section>
  );
}

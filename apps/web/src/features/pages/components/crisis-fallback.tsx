/**
 * General crisis information that the SOS page shows when its content cannot be loaded: nobody who
 * comes here in distress should find only an error (DESIGN.md, "Safety").
 */
export function CrisisFallback() {
  return (
    <section className="notice notice--urgent" aria-labelledby="urgent-help-title">
      <h2 id="urgent-help-title">If you need help now</h2>
      <p>
        If you are in danger or might hurt yourself, call your local emergency number now — for example <a href="tel:112">112</a> in Europe,{' '}
        <a href="tel:911">911</a> in the US and Canada, <a href="tel:999">999</a> in the UK or <a href="tel:000">000</a> in Australia — or go to the nearest
        emergency department.
      </p>
      <p>
        In the US and Canada you can call or text <a href="tel:988">988</a>. Elsewhere,{' '}
        <a href="https://findahelpline.com" rel="noopener noreferrer" target="_blank">
          findahelpline.com
        </a>{' '}
        lists free, confidential helplines.
      </p>
      <p>If you can, tell someone you trust how you are feeling. You do not have to go through this alone.</p>
    </section>
  );
}

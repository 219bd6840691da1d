import { useState } from 'react';
import type { PhaseIndex } from '../breathing-timer';

type BreathingSquareProps = {
  /** Which side is being drawn; `null` while idle. */
  phaseIndex: PhaseIndex | null;
  /** Every side drawn (FINISHED!). */
  complete: boolean;
  paused: boolean;
  /** Changes on every new phase and every new run, to restart the phase's animation. */
  phaseKey: string;
  msIntoPhase: number;
};

const SIDES = ['left', 'top', 'right', 'bottom'] as const;
/** Breathe in grows, Hold stays full, Breathe out shrinks, Hold stays empty. */
const LUNG_MODES = ['in', 'full', 'out', 'empty'] as const;

function Lung({ mode, msIntoPhase }: { mode: (typeof LUNG_MODES)[number]; msIntoPhase: number }) {
  const [delay] = useState(() => -Math.max(0, msIntoPhase));
  return <span className={`breathing-square__lung breathing-square__lung--${mode}`} style={{ animationDelay: `${delay}ms` }} />;
}

/** The side that is drawn during a phase: up the left, along the top, down the right, back along the bottom. */
function DrawingSide({ side, msIntoPhase }: { side: (typeof SIDES)[number]; msIntoPhase: number }) {
  // The delay is fixed when the phase starts, so the line stays in step with the count.
  const [delay] = useState(() => -Math.max(0, msIntoPhase));
  return (
    <span className={`breathing-square__side breathing-square__side--${side}`}>
      <span className="breathing-square__fill breathing-square__fill--drawing" style={{ animationDelay: `${delay}ms` }} />
    </span>
  );
}

/**
 * The box: one side per phase, drawn over four seconds, and a soft square inside that grows while
 * breathing in and shrinks while breathing out. Decorative: the words and the count carry the meaning.
 * With `prefers-reduced-motion` nothing moves (breathing.css): the current side is simply highlighted.
 */
export function BreathingSquare({ phaseIndex, complete, paused, phaseKey, msIntoPhase }: BreathingSquareProps) {
  const classes = ['breathing-square'];
  if (paused) classes.push('breathing-square--paused');
  if (phaseIndex !== null && !complete) classes.push(`breathing-square--phase-${phaseIndex}`);
  return (
    <div className={classes.join(' ')} aria-hidden="true">
      {SIDES.map((side, i) => {
        if (!complete && phaseIndex === i) return <DrawingSide key={`${side}-${phaseKey}`} side={side} msIntoPhase={msIntoPhase} />;
        const drawn = complete || (phaseIndex !== null && i < phaseIndex);
        return (
          <span key={side} className={`breathing-square__side breathing-square__side--${side}`}>
            {drawn ? <span className="breathing-square__fill" /> : null}
          </span>
        );
      })}
      {phaseIndex !== null && !complete ? (
        <Lung key={`lung-${phaseKey}`} mode={LUNG_MODES[phaseIndex]} msIntoPhase={msIntoPhase} />
      ) : (
        <span className={complete ? 'breathing-square__lung breathing-square__lung--rest' : 'breathing-square__lung'} />
      )}
    </div>
  );
}

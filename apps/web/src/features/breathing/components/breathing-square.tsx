import { useState } from 'react';
import type { Phase, PhaseKind } from '../breathing-timer';

type BreathingSquareProps = {
  /** The phase being breathed (its side is drawn over its seconds); `null` while idle. */
  phase: Phase | null;
  /** Every side drawn (FINISHED!). */
  complete: boolean;
  paused: boolean;
  /** Changes on every new phase and every new run, to restart the phase's animation. */
  phaseKey: string;
  msIntoPhase: number;
};

/** Each kind of phase has its side: a pattern without holds draws only the left and right. */
const SIDES = ['left', 'top', 'right', 'bottom'] as const;
const KINDS: readonly PhaseKind[] = ['in', 'hold', 'out', 'hold-out'];
/** Breathe in grows, Hold stays full, Breathe out shrinks, Hold stays empty. */
const LUNG_MODES = { in: 'in', hold: 'full', out: 'out', 'hold-out': 'empty' } as const;

/** The animation starts `msIntoPhase` in and lasts the phase's seconds, so it stays in step with the count. */
const timing = (delay: number, seconds: number) => ({ animationDelay: `${delay}ms`, animationDuration: `${seconds}s` });

function Lung({ phase, msIntoPhase }: { phase: Phase; msIntoPhase: number }) {
  const [delay] = useState(() => -Math.max(0, msIntoPhase));
  return <span className={`breathing-square__lung breathing-square__lung--${LUNG_MODES[phase.kind]}`} style={timing(delay, phase.seconds)} />;
}

/** The side that is drawn during a phase: up the left, along the top, down the right, back along the bottom. */
function DrawingSide({ side, seconds, msIntoPhase }: { side: (typeof SIDES)[number]; seconds: number; msIntoPhase: number }) {
  // The delay is fixed when the phase starts, so the line stays in step with the count.
  const [delay] = useState(() => -Math.max(0, msIntoPhase));
  return (
    <span className={`breathing-square__side breathing-square__side--${side}`}>
      <span className="breathing-square__fill breathing-square__fill--drawing" style={timing(delay, seconds)} />
    </span>
  );
}

/**
 * The box: one side per phase, drawn over the phase's seconds, and a soft square inside that grows while
 * breathing in and shrinks while breathing out. Decorative: the words and the count carry the meaning.
 * With `prefers-reduced-motion` nothing moves (breathing.css): the current side is simply highlighted.
 */
export function BreathingSquare({ phase, complete, paused, phaseKey, msIntoPhase }: BreathingSquareProps) {
  const classes = ['breathing-square'];
  if (paused) classes.push('breathing-square--paused');
  const phaseIndex = phase ? KINDS.indexOf(phase.kind) : null;
  return (
    <div className={classes.join(' ')} aria-hidden="true">
      {SIDES.map((side, i) => {
        if (!complete && phaseIndex === i) return <DrawingSide key={`${side}-${phaseKey}`} side={side} seconds={phase!.seconds} msIntoPhase={msIntoPhase} />;
        const drawn = complete || (phaseIndex !== null && i < phaseIndex);
        return (
          <span key={side} className={`breathing-square__side breathing-square__side--${side}`}>
            {drawn ? <span className="breathing-square__fill" /> : null}
          </span>
        );
      })}
      {phase && !complete ? (
        <Lung key={`lung-${phaseKey}`} phase={phase} msIntoPhase={msIntoPhase} />
      ) : (
        <span className={complete ? 'breathing-square__lung breathing-square__lung--rest' : 'breathing-square__lung'} />
      )}
    </div>
  );
}
